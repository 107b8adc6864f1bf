import { LABO_ACCOUNT_NUMBER } from '@stalboek/domain';
import { customer, mare, semen, stallion, type Demo } from './protocol-catalogue.ts';

const lab = (d: Omit<Demo, 'book' | 'tax'> & { tax?: 6 | 21 }): Demo => ({
  book: LABO_ACCOUNT_NUMBER,
  tax: 21,
  ...d,
});

/** Lab tests, booked on 707102. */
export const demoLabos: Demo[] = [
  lab({
    name: 'Baarmoederswab bacteriologie',
    translations: { en: 'Uterine swab bacteriology', fr: 'Écouvillon utérin bactériologie' },
    price: 42.5,
    parameters: [mare()],
    notifications: [{ text: 'Resultaat swab opvolgen', days: 3, tags: ['Horse', 'Case'] }],
  }),
  lab({
    name: 'Baarmoederswab cytologie',
    translations: { en: 'Uterine swab cytology', fr: 'Écouvillon utérin cytologie' },
    price: 28,
    parameters: [mare()],
  }),
  lab({
    name: 'EVA serologie',
    translations: { en: 'EVA serology', fr: 'Sérologie AVE' },
    price: 38,
    parameters: [stallion(false), customer],
    notifications: [{ text: 'Resultaat EVA doorgeven', days: 7, tags: ['Horse', 'Customer'] }],
  }),
  lab({
    name: 'CEM test (Taylorella equigenitalis)',
    translations: { en: 'CEM test', fr: 'Test MCE' },
    price: 55,
    parameters: [stallion(false)],
    notifications: [{ text: 'Resultaat CEM opvolgen', days: 7, tags: ['Horse'] }],
  }),
  lab({
    name: 'Progesteron bepaling',
    translations: { en: 'Progesterone assay', fr: 'Dosage de progestérone' },
    price: 24,
    fixedPrice: true,
    use: [['Spuiten 20 ml (100 st.)', 1]],
    parameters: [mare()],
  }),
  lab({
    name: 'Bloedonderzoek hematologie',
    translations: { en: 'Haematology', fr: 'Hématologie' },
    price: 32,
    use: [['Spuiten 20 ml (100 st.)', 1]],
  }),
  lab({
    name: 'Sperma-analyse HamiltonThorne (CASA)',
    translations: { en: 'Semen analysis HamiltonThorne (CASA)', fr: null },
    price: 65,
    parameters: [stallion(), semen],
  }),
  lab({
    name: 'EHV-1 PCR',
    translations: { en: 'EHV-1 PCR', fr: 'PCR HVE-1' },
    price: 48,
    parameters: [mare()],
    notifications: [{ text: 'Resultaat EHV-1 PCR opvolgen', days: 2, tags: ['Horse', 'Case'] }],
  }),
  lab({
    name: 'Oestronsulfaat (drachtigheid)',
    translations: { en: 'Oestrone sulphate (pregnancy)', fr: 'Sulfate d’œstrone (gestation)' },
    price: 35,
    parameters: [mare('Draagmoeder')],
  }),
  lab({
    name: 'Coggins test (EIA)',
    translations: { en: 'Coggins test (EIA)', fr: 'Test de Coggins (AIE)' },
    price: 40,
    parameters: [stallion(false), customer],
    notifications: [{ text: 'Coggins test vernieuwen', days: 365, tags: ['Horse', 'Customer'] }],
  }),
  lab({
    name: 'WFFS genotypering',
    translations: { en: 'WFFS genotyping', fr: 'Génotypage WFFS' },
    price: 70,
    parameters: [stallion(false)],
  }),
];

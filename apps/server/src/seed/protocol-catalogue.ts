import type { ProtocolFields, TransactionAction, TransactionType } from '@stalboek/domain';

/**
 * Demo protocols of an equine fertility clinic (written by seed/protocols.ts), and the parameters
 * they and the lab tests (labo-catalogue.ts) name.
 */
type Param = NonNullable<ProtocolFields['parameters']>[number];
export type Demo = Omit<ProtocolFields, 'account' | 'products'> & {
  /** Account number to book on. */
  book: string;
  /** Products by catalogue name (seed/stock-catalogue.ts); missing ones are skipped. */
  use?: [name: string, amount: number][];
};

export const mare = (spec?: 'Draagmoeder' | 'Donormerrie'): Param => ({
  elementModel: 'Horse',
  elementType: 'Merrie',
  elementSpecification: spec ?? null,
});
export const stallion = (stud = true): Param => ({
  elementModel: 'Horse',
  elementType: 'Hengst',
  elementSpecification: stud ? 'Dekhengst' : null,
});
export const semen: Param = { elementModel: 'SemenCollection' };
export const embryo: Param = { elementModel: 'Embryo' };
export const customer: Param = { elementModel: 'Customer' };
const tr = (transactionType: TransactionType, transactionAction: TransactionAction) => ({
  transactionType,
  transactionAction,
});

export const DIENSTEN = '700000';
export const FERTILITEIT = '702000';

/** An embryo put into a surrogate: the same configuration for a flushed and an ICSI embryo. */
const transfer = (t: {
  name: string;
  translations: Demo['translations'];
  price: number;
  checkup: string;
  embryo: TransactionType;
}): Demo => ({
  name: t.name,
  translations: t.translations,
  book: FERTILITEIT,
  tax: 21,
  price: t.price,
  fixedPrice: true,
  use: [['Regumate Equine 2,2 mg/ml', 10]],
  parameters: [mare('Draagmoeder'), embryo, customer],
  notifications: [{ text: t.checkup, days: 7, tags: ['Horse', 'Case'] }],
  reportType: 'Embryotransfercertificaat',
  transactionConfig: [tr(t.embryo, 'Implanted')],
});

/** Billable treatments of an equine fertility clinic, with their advanced configuration. */
export const demoProtocols: Demo[] = [
  {
    name: 'VERS ZAAD - Diepe inseminatie met sperma-analyse HamiltonThorne',
    translations: { en: 'Fresh semen - deep insemination with HamiltonThorne analysis', fr: null },
    book: FERTILITEIT,
    tax: 21,
    price: 95,
    fixedPrice: true,
    use: [
      ['Oxytocine 10 IE/ml', 2],
      ['Glijmiddel Lubrivet 1 l', 0.05],
    ],
    parameters: [mare(), semen, customer],
    simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal dosissen' }],
    notifications: [
      { text: 'Drachtigheidscontrole 14 dagen', days: 14, tags: ['Horse', 'Customer'] },
    ],
    reportType: 'Inseminatiecertificaat',
    transactionConfig: [tr('Fresh semen dose', 'Use')],
  },
  {
    name: 'DIEPVRIES ZAAD - Diepe inseminatie met sperma-analyse HamiltonThorne',
    translations: { en: 'Frozen semen - deep insemination with HamiltonThorne analysis', fr: null },
    book: FERTILITEIT,
    tax: 21,
    price: 110,
    fixedPrice: true,
    use: [
      ['Oxytocine 10 IE/ml', 2],
      ['Glijmiddel Lubrivet 1 l', 0.05],
    ],
    parameters: [mare(), semen, customer],
    simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal rietjes' }],
    notifications: [
      { text: 'Drachtigheidscontrole 14 dagen', days: 14, tags: ['Horse', 'Customer'] },
    ],
    reportType: 'Inseminatiecertificaat',
    transactionConfig: [tr('Frozen semen straw', 'Use')],
  },
  {
    name: 'Inseminatie vers sperma',
    translations: { en: 'Insemination fresh semen', fr: 'Insémination sperme frais' },
    book: FERTILITEIT,
    tax: 21,
    price: 75,
    parameters: [mare(), semen],
    reportType: 'Inseminatiecertificaat',
    transactionConfig: [tr('Fresh semen dose', 'Use')],
  },
  {
    name: 'Embryospoeling',
    translations: { en: 'Embryo flush', fr: "Rinçage d'embryon" },
    book: FERTILITEIT,
    tax: 21,
    price: 250,
    use: [
      ['Oxytocine 10 IE/ml', 2],
      ['Buscopan Compositum', 5],
    ],
    parameters: [mare('Donormerrie'), stallion(), customer],
    simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal embryo’s' }],
    transactionConfig: [tr('Rinsed embryo', 'Gain')],
  },
  transfer({
    name: 'Embryotransfer',
    translations: { en: 'Embryo transfer', fr: "Transfert d'embryon" },
    price: 180,
    checkup: 'Drachtigheidsonderzoek na transfer',
    embryo: 'Rinsed embryo',
  }),
  transfer({
    name: 'ICSI-transfer',
    translations: { en: 'ICSI transfer', fr: 'Transfert ICSI' },
    price: 350,
    checkup: 'Drachtigheidsonderzoek na ICSI-transfer',
    embryo: 'ICSI embryo',
  }),
  {
    name: 'Ovum pick-up (OPU)',
    translations: { en: 'Ovum pick-up', fr: 'Ponction ovocytaire' },
    book: FERTILITEIT,
    tax: 21,
    price: 450,
    use: [
      ['Domosedan 10 mg/ml (detomidine)', 1],
      ['Buscopan Compositum', 5],
    ],
    parameters: [mare('Donormerrie'), customer],
    simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal eicellen' }],
    transactionConfig: [tr('Ovum', 'Gain'), tr('Ovum', 'Sent')],
  },
  {
    name: 'Drachtigheidsonderzoek 14 dagen',
    translations: { en: 'Pregnancy check 14 days', fr: 'Diagnostic de gestation 14 jours' },
    book: FERTILITEIT,
    tax: 21,
    price: 45,
    parameters: [mare()],
    notifications: [{ text: 'Hartslagcontrole 28 dagen', days: 14, tags: ['Horse'] }],
  },
  {
    name: 'Drachtigheidsonderzoek 42 dagen',
    translations: { en: 'Pregnancy check 42 days', fr: 'Diagnostic de gestation 42 jours' },
    book: FERTILITEIT,
    tax: 21,
    price: 55,
    parameters: [mare('Draagmoeder'), customer],
    reportType: 'Drachtigheidsattest',
    transactionConfig: [tr('Rinsed embryo', 'Pregnant for at least 42 days')],
  },
  {
    name: 'Echografie',
    translations: { en: 'Ultrasound', fr: 'Échographie' },
    book: DIENSTEN,
    tax: 21,
    price: 35,
    fixedPrice: true,
  },
  {
    name: 'Spermawinning en -analyse',
    translations: { en: 'Semen collection and analysis', fr: 'Récolte et analyse de sperme' },
    book: FERTILITEIT,
    tax: 21,
    price: 120,
    parameters: [stallion()],
    simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal dosissen' }],
    transactionConfig: [tr('Fresh semen dose', 'Gain')],
  },
  {
    name: 'Invriezen sperma',
    translations: { en: 'Semen freezing', fr: 'Congélation de sperme' },
    book: FERTILITEIT,
    tax: 21,
    price: 220,
    use: [
      ['BotuCrio invriesmedium 80 ml', 1],
      ['EquiPro CryoGuard 100 ml', 1],
    ],
    parameters: [stallion(), semen],
    simple_parameters: [{ elementType: 'Amount', elementName: 'Aantal rietjes' }],
    transactionConfig: [tr('Frozen semen straw', 'Freeze')],
  },
  {
    name: 'Verzending vers sperma',
    translations: { en: 'Shipping fresh semen', fr: 'Envoi de sperme frais' },
    book: FERTILITEIT,
    tax: 21,
    price: 65,
    fixedPrice: true,
    parameters: [semen, customer],
    reportType: 'Spermaleveringsbon',
    transactionConfig: [tr('Fresh semen dose', 'Sent')],
  },
  {
    name: 'Import diepvriessperma',
    translations: { en: 'Import frozen semen', fr: 'Import de sperme congelé' },
    book: FERTILITEIT,
    tax: 21,
    price: 40,
    hasCustomDescription: true,
    invoiceDescription: 'Administratie en controle import diepvriessperma',
    parameters: [semen, customer],
    transactionConfig: [tr('Frozen semen straw', 'Import')],
  },
  {
    name: 'Ovulatie-inductie',
    translations: { en: 'Ovulation induction', fr: "Induction de l'ovulation" },
    book: FERTILITEIT,
    tax: 21,
    price: 30,
    use: [['Chorulon 1500 IE (hCG)', 1]],
    parameters: [mare()],
    notifications: [{ text: 'Controle ovulatie', days: 1, tags: ['Horse'] }],
  },
  {
    name: 'Baarmoederspoeling',
    translations: { en: 'Uterine lavage', fr: 'Lavage utérin' },
    book: FERTILITEIT,
    tax: 21,
    price: 60,
    use: [
      ['Oxytocine 10 IE/ml', 2],
      ['iso-Betadine Dermicum 500 ml', 10],
    ],
    parameters: [mare()],
  },
  {
    name: 'Cyclusregeling met prostaglandine',
    translations: { en: 'Cycle control with prostaglandin', fr: null },
    book: FERTILITEIT,
    tax: 21,
    price: 25,
    use: [['Estrumate 250 µg/ml (cloprostenol)', 2]],
    parameters: [mare()],
    notifications: [
      { text: 'Mare terug in oestrus: controle', days: 4, tags: ['Horse', 'Customer'] },
    ],
  },
];

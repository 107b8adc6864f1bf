import type { PRODUCT_TYPES, PRODUCT_UNITS } from '@stalboek/domain';

/**
 * The demo catalogue of an equine fertility clinic: name, type, tax, outgoing unit, content of one
 * stock unit (package) in that unit, buy-in price of one package, usual supplier, waiting time
 * (days) and supplement per manual administration.
 */
export type CatalogueItem = [
  name: string,
  type: (typeof PRODUCT_TYPES)[number],
  tax: 6 | 21,
  unit: (typeof PRODUCT_UNITS)[number],
  dosage: number,
  buyIn: number,
  supplier: string,
  waitingTime: number | null,
  supplement: number | null,
];

/** A catalogue row without its type and tax, which its group gives; the last two may be left out. */
type Row = [
  name: string,
  unit: CatalogueItem[3],
  dosage: number,
  buyIn: number,
  supplier: string,
  waitingTime?: number | null,
  supplement?: number | null,
];

/** The products of one type and tax rate, in catalogue order. */
const kind = (type: CatalogueItem[1], tax: CatalogueItem[2], rows: Row[]): CatalogueItem[] =>
  rows.map(([name, unit, dosage, buyIn, supplier, waitingTime = null, supplement = null]) => [
    name,
    type,
    tax,
    unit,
    dosage,
    buyIn,
    supplier,
    waitingTime,
    supplement,
  ]);

export const catalogue: CatalogueItem[] = [
  // Hormones: cycle control, ovulation induction, luteolysis.
  ...kind('Hormoon', 6, [
    ['Regumate Equine 2,2 mg/ml', 'ml', 1000, 212.4, 'Medini'],
    ['Ovuplant 2,1 mg implantaat (deslorelin)', 'stuk', 1, 38.9, 'Medini', null, 7.5],
    ['Estrumate 250 µg/ml (cloprostenol)', 'ml', 20, 46.1, 'Medini', null, 5],
    ['Prosolvin 7,5 mg/ml (luprostiol)', 'ml', 10, 31.75, 'Alcyon', null, 5],
    ['Dinolytic 5 mg/ml (dinoprost)', 'ml', 30, 27.3, 'Alcyon', null, 5],
    ['Chorulon 1500 IE (hCG)', 'dosis', 1, 14.85, 'Medini', null, 5],
    ['Receptal 4 µg/ml (buserelin)', 'ml', 10, 33.6, 'Medini', null, 5],
    ['Oxytocine 10 IE/ml', 'ml', 50, 12.4, 'Alcyon', null, 5],
    ['Folligon 1000 IE (eCG)', 'flacon', 1, 21.2, 'Medini', null, 5],
  ]),
  // Antibiotics.
  ...kind('Antibioticum', 6, [
    ['Depocilline 300 mg/ml (procaïnepenicilline)', 'ml', 100, 18.9, 'Medini', 180, 5],
    ['Gentaject 10% (gentamicine)', 'ml', 100, 24.3, 'Alcyon', 180, 5],
    ['Borgal 24% (trimethoprim-sulfadoxine)', 'ml', 100, 19.6, 'Medini', 28, 5],
    ['Excenel RTU (ceftiofur)', 'ml', 100, 96.4, 'Medini', 180, 5],
    ['Tribrissen orale pasta', 'dosis', 1, 16.2, 'Alcyon', 28],
    ['Metronidazol 250 mg tabletten', 'tablet', 100, 23.5, 'Medini', 180],
  ]),
  // Anti-inflammatories, spasmolytics, corticosteroids.
  ...kind('Geneesmiddel', 6, [
    ['Finadyne 50 mg/ml (flunixine)', 'ml', 100, 29.8, 'Medini', 10, 5],
    ['Metacam 15 mg/ml orale suspensie', 'ml', 250, 58.7, 'Medini', 3],
    ['Equipalazone poeder (fenylbutazon)', 'g', 100, 21.9, 'Alcyon', 180],
    ['Buscopan Compositum', 'ml', 100, 34.15, 'Medini', 9, 5],
    ['Rapidexon 2 mg/ml (dexamethason)', 'ml', 50, 11.8, 'Alcyon', 8, 5],
  ]),
  // Vaccines.
  ...kind('Vaccin', 6, [
    ['Equilis Prequenza Te', 'dosis', 1, 17.95, 'Medini', 0, 7.5],
    ['Equilis Prequenza', 'dosis', 1, 15.4, 'Medini', 0, 7.5],
    ['Equilis Resequin (EHV-1/4)', 'dosis', 1, 19.7, 'Medini', 0, 7.5],
    ['Pneumequine (EHV-1 abortus)', 'dosis', 1, 18.3, 'Alcyon', 0, 7.5],
    ['Rabisin (rabiës)', 'dosis', 1, 6.9, 'Alcyon', 0, 7.5],
    ['Equilis Te (tetanus)', 'dosis', 1, 9.6, 'Medini', 0, 7.5],
  ]),
  // Sedation and analgesia.
  ...kind('Geneesmiddel', 6, [
    ['Domosedan 10 mg/ml (detomidine)', 'ml', 20, 61.3, 'Medini', 2, 5],
    ['Sedivet 10 mg/ml (romifidine)', 'ml', 20, 57.8, 'Medini', 6, 5],
    ['Sedaxylan 20 mg/ml (xylazine)', 'ml', 25, 13.9, 'Alcyon', 1, 5],
    ['Torbugesic 10 mg/ml (butorfanol)', 'ml', 10, 44.6, 'Medini', 0, 5],
  ]),
  // Disinfection.
  ...kind('Ontsmetting', 21, [
    ['Hibiscrub 4% (chloorhexidine) 500 ml', 'flacon', 1, 11.2, 'Covetrus'],
    ['iso-Betadine Dermicum 500 ml', 'flacon', 1, 13.75, 'Covetrus'],
    ['Alcohol 70% 1 l', 'flacon', 1, 4.6, 'Covetrus'],
  ]),
  // Consumables of the breeding lab.
  ...kind('Verbruiksmateriaal', 21, [
    ['Rectale handschoenen (100 st.)', 'stuk', 100, 9.8, 'Minitüb'],
    ['KI-pipetten met soepele tip (100 st.)', 'stuk', 100, 42.5, 'IMV Technologies'],
    ['Rietjes 0,5 ml (500 st.)', 'rietje', 500, 36.4, 'IMV Technologies'],
    ['Glijmiddel Lubrivet 1 l', 'ml', 1000, 8.9, 'Minitüb'],
    ['Spuiten 20 ml (100 st.)', 'stuk', 100, 12.3, 'Covetrus'],
  ]),
  // Semen extenders.
  ...kind('Spermaverdunner', 21, [
    ['INRA96 spermaverdunner 500 ml', 'ml', 500, 54.2, 'IMV Technologies'],
    ['BotuCrio invriesmedium 80 ml', 'ml', 80, 39.9, 'Minitüb'],
    ['EquiPro CryoGuard 100 ml', 'ml', 100, 47.1, 'Minitüb'],
  ]),
  // Supplements sold to owners.
  ...kind('Voedingssupplement', 6, [
    ['Equistro Secreta Pro 1,2 kg', 'g', 1200, 48.6, 'Covetrus'],
    ['Fertility Plus merriesupplement 1 kg', 'g', 1000, 36.2, 'Covetrus'],
  ]),
];

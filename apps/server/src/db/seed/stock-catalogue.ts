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

export const catalogue: CatalogueItem[] = [
  // Hormones: cycle control, ovulation induction, luteolysis.
  ['Regumate Equine 2,2 mg/ml', 'Hormoon', 6, 'ml', 1000, 212.4, 'Medini', null, null],
  ['Ovuplant 2,1 mg implantaat (deslorelin)', 'Hormoon', 6, 'stuk', 1, 38.9, 'Medini', null, 7.5],
  ['Estrumate 250 µg/ml (cloprostenol)', 'Hormoon', 6, 'ml', 20, 46.1, 'Medini', null, 5],
  ['Prosolvin 7,5 mg/ml (luprostiol)', 'Hormoon', 6, 'ml', 10, 31.75, 'Alcyon', null, 5],
  ['Dinolytic 5 mg/ml (dinoprost)', 'Hormoon', 6, 'ml', 30, 27.3, 'Alcyon', null, 5],
  ['Chorulon 1500 IE (hCG)', 'Hormoon', 6, 'dosis', 1, 14.85, 'Medini', null, 5],
  ['Receptal 4 µg/ml (buserelin)', 'Hormoon', 6, 'ml', 10, 33.6, 'Medini', null, 5],
  ['Oxytocine 10 IE/ml', 'Hormoon', 6, 'ml', 50, 12.4, 'Alcyon', null, 5],
  ['Folligon 1000 IE (eCG)', 'Hormoon', 6, 'flacon', 1, 21.2, 'Medini', null, 5],
  // Antibiotics.
  [
    'Depocilline 300 mg/ml (procaïnepenicilline)',
    'Antibioticum',
    6,
    'ml',
    100,
    18.9,
    'Medini',
    180,
    5,
  ],
  ['Gentaject 10% (gentamicine)', 'Antibioticum', 6, 'ml', 100, 24.3, 'Alcyon', 180, 5],
  ['Borgal 24% (trimethoprim-sulfadoxine)', 'Antibioticum', 6, 'ml', 100, 19.6, 'Medini', 28, 5],
  ['Excenel RTU (ceftiofur)', 'Antibioticum', 6, 'ml', 100, 96.4, 'Medini', 180, 5],
  ['Tribrissen orale pasta', 'Antibioticum', 6, 'dosis', 1, 16.2, 'Alcyon', 28, null],
  ['Metronidazol 250 mg tabletten', 'Antibioticum', 6, 'tablet', 100, 23.5, 'Medini', 180, null],
  // Anti-inflammatories, spasmolytics, corticosteroids.
  ['Finadyne 50 mg/ml (flunixine)', 'Geneesmiddel', 6, 'ml', 100, 29.8, 'Medini', 10, 5],
  ['Metacam 15 mg/ml orale suspensie', 'Geneesmiddel', 6, 'ml', 250, 58.7, 'Medini', 3, null],
  ['Equipalazone poeder (fenylbutazon)', 'Geneesmiddel', 6, 'g', 100, 21.9, 'Alcyon', 180, null],
  ['Buscopan Compositum', 'Geneesmiddel', 6, 'ml', 100, 34.15, 'Medini', 9, 5],
  ['Rapidexon 2 mg/ml (dexamethason)', 'Geneesmiddel', 6, 'ml', 50, 11.8, 'Alcyon', 8, 5],
  // Vaccines.
  ['Equilis Prequenza Te', 'Vaccin', 6, 'dosis', 1, 17.95, 'Medini', 0, 7.5],
  ['Equilis Prequenza', 'Vaccin', 6, 'dosis', 1, 15.4, 'Medini', 0, 7.5],
  ['Equilis Resequin (EHV-1/4)', 'Vaccin', 6, 'dosis', 1, 19.7, 'Medini', 0, 7.5],
  ['Pneumequine (EHV-1 abortus)', 'Vaccin', 6, 'dosis', 1, 18.3, 'Alcyon', 0, 7.5],
  ['Rabisin (rabiës)', 'Vaccin', 6, 'dosis', 1, 6.9, 'Alcyon', 0, 7.5],
  ['Equilis Te (tetanus)', 'Vaccin', 6, 'dosis', 1, 9.6, 'Medini', 0, 7.5],
  // Sedation and analgesia.
  ['Domosedan 10 mg/ml (detomidine)', 'Geneesmiddel', 6, 'ml', 20, 61.3, 'Medini', 2, 5],
  ['Sedivet 10 mg/ml (romifidine)', 'Geneesmiddel', 6, 'ml', 20, 57.8, 'Medini', 6, 5],
  ['Sedaxylan 20 mg/ml (xylazine)', 'Geneesmiddel', 6, 'ml', 25, 13.9, 'Alcyon', 1, 5],
  ['Torbugesic 10 mg/ml (butorfanol)', 'Geneesmiddel', 6, 'ml', 10, 44.6, 'Medini', 0, 5],
  // Disinfection.
  [
    'Hibiscrub 4% (chloorhexidine) 500 ml',
    'Ontsmetting',
    21,
    'flacon',
    1,
    11.2,
    'Covetrus',
    null,
    null,
  ],
  ['iso-Betadine Dermicum 500 ml', 'Ontsmetting', 21, 'flacon', 1, 13.75, 'Covetrus', null, null],
  ['Alcohol 70% 1 l', 'Ontsmetting', 21, 'flacon', 1, 4.6, 'Covetrus', null, null],
  // Consumables of the breeding lab.
  [
    'Rectale handschoenen (100 st.)',
    'Verbruiksmateriaal',
    21,
    'stuk',
    100,
    9.8,
    'Minitüb',
    null,
    null,
  ],
  [
    'KI-pipetten met soepele tip (100 st.)',
    'Verbruiksmateriaal',
    21,
    'stuk',
    100,
    42.5,
    'IMV Technologies',
    null,
    null,
  ],
  [
    'Rietjes 0,5 ml (500 st.)',
    'Verbruiksmateriaal',
    21,
    'rietje',
    500,
    36.4,
    'IMV Technologies',
    null,
    null,
  ],
  ['Glijmiddel Lubrivet 1 l', 'Verbruiksmateriaal', 21, 'ml', 1000, 8.9, 'Minitüb', null, null],
  ['Spuiten 20 ml (100 st.)', 'Verbruiksmateriaal', 21, 'stuk', 100, 12.3, 'Covetrus', null, null],
  // Semen extenders.
  [
    'INRA96 spermaverdunner 500 ml',
    'Spermaverdunner',
    21,
    'ml',
    500,
    54.2,
    'IMV Technologies',
    null,
    null,
  ],
  ['BotuCrio invriesmedium 80 ml', 'Spermaverdunner', 21, 'ml', 80, 39.9, 'Minitüb', null, null],
  ['EquiPro CryoGuard 100 ml', 'Spermaverdunner', 21, 'ml', 100, 47.1, 'Minitüb', null, null],
  // Supplements sold to owners.
  ['Equistro Secreta Pro 1,2 kg', 'Voedingssupplement', 6, 'g', 1200, 48.6, 'Covetrus', null, null],
  [
    'Fertility Plus merriesupplement 1 kg',
    'Voedingssupplement',
    6,
    'g',
    1000,
    36.2,
    'Covetrus',
    null,
    null,
  ],
];

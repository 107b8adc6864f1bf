/**
 * The fixed lists of the protocol and lab-test forms (spec 02 §3, §9; spec 01 §3 protocol
 * parameters): parameter models, horse specifications, report types, transaction types and
 * actions, gestation types and notification tags. Re-exported by protocols.ts.
 */
import type { HorseType } from './horses.ts';

/** What a protocol parameter asks the case for: a customer, a horse, a semen lot or an embryo. */
export const PARAMETER_MODELS = ['Customer', 'Horse', 'SemenCollection', 'Embryo'] as const;
export type ParameterModel = (typeof PARAMETER_MODELS)[number];
export const PARAMETER_MODEL_LABELS: Record<ParameterModel, string> = {
  Customer: 'Klant',
  Horse: 'Paard',
  SemenCollection: 'Sperma (lot)',
  Embryo: 'Embryo',
};

/** A simple parameter is a named amount ('Aantal rietjes'); spec 01 §3 elementType 'Amount'. */
export const SIMPLE_PARAMETER_TYPES = ['Amount'] as const;

/**
 * Horse specifications per horse type, each with the horse flag the case form filters on:
 * Draagmoeder = a surrogate mare (`surrogate`), Donormerrie = a mare that is not a surrogate
 * (the donor of an embryo or ovum), Dekhengst = a stud stallion (`stud_horse`).
 */
export const HORSE_SPECIFICATIONS = {
  Merrie: ['Draagmoeder', 'Donormerrie'],
  Hengst: ['Dekhengst'],
} as const satisfies Record<HorseType, readonly string[]>;
export const ALL_HORSE_SPECIFICATIONS = ['Draagmoeder', 'Donormerrie', 'Dekhengst'] as const;
export type HorseSpecification = (typeof ALL_HORSE_SPECIFICATIONS)[number];
export const HORSE_SPECIFICATION_FILTERS: Record<
  HorseSpecification,
  { type: HorseType; surrogate?: boolean; stud_horse?: boolean }
> = {
  Draagmoeder: { type: 'Merrie', surrogate: true },
  Donormerrie: { type: 'Merrie', surrogate: false },
  Dekhengst: { type: 'Hengst', stud_horse: true },
};

/**
 * Report types a protocol can issue (certificates in a case: /report/{reportUrl}?caseId&date&title
 * plus a query parameter per field). A field names a parameter model; a required field must be
 * one of the protocol's parameters ('dit veld is verplicht voor het geselecteerde rapport').
 */
export type ReportField = { type: ParameterModel; required: boolean };
export type ReportType = { name: string; eng: string; fields: ReportField[]; reportUrl: string };
export const REPORT_TYPES = [
  {
    name: 'Inseminatiecertificaat',
    eng: 'Insemination certificate',
    reportUrl: 'insemination',
    fields: [
      { type: 'Horse', required: true },
      { type: 'SemenCollection', required: true },
      { type: 'Customer', required: false },
    ],
  },
  {
    name: 'Embryotransfercertificaat',
    eng: 'Embryo transfer certificate',
    reportUrl: 'gestation',
    fields: [
      { type: 'Horse', required: true },
      { type: 'Embryo', required: false },
      { type: 'Customer', required: false },
    ],
  },
  {
    name: 'Drachtigheidsattest',
    eng: 'Veterinary gestation certificate',
    reportUrl: 'vetcertificate',
    fields: [
      { type: 'Horse', required: true },
      { type: 'Customer', required: false },
    ],
  },
  {
    name: 'Spermaleveringsbon',
    eng: 'Semen delivery note',
    reportUrl: 'semen-delivery',
    fields: [
      { type: 'SemenCollection', required: true },
      { type: 'Customer', required: true },
    ],
  },
] as const satisfies readonly ReportType[];
export const REPORT_TYPE_NAMES = REPORT_TYPES.map((r) => r.name) as [
  (typeof REPORT_TYPES)[number]['name'],
  ...(typeof REPORT_TYPES)[number]['name'][],
];

/** The report's required fields that none of `parameters` provides (empty when complete). */
export function missingReportFields(
  reportType: string | null | undefined,
  parameters: readonly { elementModel: string }[],
): ParameterModel[] {
  const report = REPORT_TYPES.find((r) => r.name === reportType);
  if (!report) return [];
  const present = new Set(parameters.map((p) => p.elementModel));
  return report.fields.filter((f) => f.required && !present.has(f.type)).map((f) => f.type);
}

/** Genetic material a transaction moves (spec 02 §9), with the Dutch label the screens show. */
export const TRANSACTION_TYPES = [
  'Fresh semen dose',
  'Frozen semen straw',
  'ICSI embryo',
  'Ovum',
  'Rinsed embryo',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  'Fresh semen dose': 'Dosis vers sperma',
  'Frozen semen straw': 'Rietje diepvriessperma',
  'ICSI embryo': 'ICSI-embryo',
  Ovum: 'Eicel',
  'Rinsed embryo': 'Gespoeld embryo',
};

export const TRANSACTION_ACTIONS = [
  'Export',
  'Freeze',
  'Gain',
  'Import',
  'Implanted',
  'Pregnant for at least 42 days',
  'Received',
  'Sent',
  'Use',
] as const;
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];
export const TRANSACTION_ACTION_LABELS: Record<TransactionAction, string> = {
  Export: 'Export',
  Freeze: 'Ingevroren',
  Gain: 'Gewonnen',
  Import: 'Import',
  Implanted: 'Ingeplant',
  'Pregnant for at least 42 days': 'Drachtig (minstens 42 dagen)',
  Received: 'Ontvangen',
  Sent: 'Verzonden',
  Use: 'Gebruikt',
};
/**
 * Which actions fit which type, following the yearly-report columns: semen is gained, used,
 * sent, imported and exported (frozen semen also frozen); an ovum is gained, received, sent,
 * frozen and used (ICSI); embryos are produced (Gain), received, frozen, sent, imported,
 * exported, implanted and followed to a pregnancy of at least 42 days. Semen and ova are never
 * implanted nor pregnant.
 */
export const TRANSACTION_ACTION_PER_TYPE: Record<TransactionType, readonly TransactionAction[]> = {
  'Fresh semen dose': ['Gain', 'Use', 'Sent', 'Import', 'Export'],
  'Frozen semen straw': ['Gain', 'Freeze', 'Use', 'Sent', 'Import', 'Export'],
  Ovum: ['Gain', 'Received', 'Freeze', 'Sent', 'Use'],
  'ICSI embryo': [
    'Gain',
    'Received',
    'Freeze',
    'Sent',
    'Import',
    'Export',
    'Implanted',
    'Pregnant for at least 42 days',
  ],
  'Rinsed embryo': [
    'Gain',
    'Received',
    'Freeze',
    'Sent',
    'Import',
    'Export',
    'Implanted',
    'Pregnant for at least 42 days',
  ],
};
export const transactionActionFits = (type: TransactionType, action: TransactionAction) =>
  TRANSACTION_ACTION_PER_TYPE[type].includes(action);

/** Gestation length in days on the gestation certificate: 330 for ICSI (default), 327 fresh. */
export const TRANSACTION_GUSTATION_TYPES = [
  { value: 330, label: 'ICSI (330 dagen)' },
  { value: 327, label: 'Vers (327 dagen)' },
] as const;
export const DEFAULT_GUSTATION_DAYS = 330;

/** Tags a notification of a protocol links to (elementModel → Dutch label). */
export const NOTIFICATION_TAGS = { Horse: 'Paard', Customer: 'Klant', Case: 'Case' } as const;
export const NOTIFICATION_TAG_KEYS = Object.keys(NOTIFICATION_TAGS) as [
  keyof typeof NOTIFICATION_TAGS,
  ...(keyof typeof NOTIFICATION_TAGS)[],
];
export type NotificationTag = keyof typeof NOTIFICATION_TAGS;

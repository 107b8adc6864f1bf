import { z } from 'zod';
import { msg } from './messages.ts';
import { numberFromText, optionalText, uuid } from './fields.ts';
import { booleanParam, listQuery, repeated } from './list.ts';
import { HORSE_TYPES } from './horses.ts';
import { ALL_HORSE_SPECIFICATIONS, PARAMETER_MODELS } from './protocol-options.ts';

/** Case statuses (spec 01 §4), in the order GET /api/config/status lists them. */
export const CASE_STATUSES = [
  'Open',
  'Factureerbaar',
  'Gefactureerd',
  'Niet factureerbaar',
  'Gesloten',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Main activities (spec 01 §3); '-' is the default on save. */
export const MAIN_ACTIVITIES = [
  '-',
  'Draagmoeder',
  'Embryotransfer',
  'ICSI-Embryotransfer',
  'Kunstmatige inseminatie',
  'Ovum pick up',
  'Sperma-afname',
] as const;
export type MainActivity = (typeof MAIN_ACTIVITIES)[number];

/** The main activities whose case header offers a stud horse ('extra'). */
export const STUD_HORSE_ACTIVITIES: readonly MainActivity[] = [
  'Embryotransfer',
  'Kunstmatige inseminatie',
  'ICSI-Embryotransfer',
];

/** Status tag colours of the case header (spec 01 'Case detail'). */
export const caseStatusColor = (status: string): 'default' | 'success' | 'primary' =>
  status === 'Gesloten' ? 'default' : status === 'Factureerbaar' ? 'success' : 'primary';

/** The case list after a delete (spec 01 'Case detail'). */
export const DEFAULT_CASE_LIST_QUERY = '?status=Factureerbaar&status=Open&hideSurrogate=true';

export const caseMsg = {
  notDeletable: {
    status: 'Een case kan enkel verwijderd worden wanneer de status Open is.',
    sheets: 'Deze case heeft onderzoeksfiches en kan niet verwijderd worden.',
    boarding: 'Deze case heeft pensionlijnen en kan niet verwijderd worden.',
    invoice: 'Deze case is gefactureerd en kan niet verwijderd worden.',
  },
  invoiced: 'Deze case is gefactureerd en kan niet meer aangepast worden.',
  lineInvoiced: 'Deze lijn is al gefactureerd en kan niet meer aangepast of verwijderd worden.',
  boardingEndBeforeStart: 'De einddatum kan niet voor de startdatum liggen',
  switchesExclusive: 'Draagmoeders verbergen en enkel draagmoeders sluiten elkaar uit',
  parameterMissing: 'Kies eerst elk element van dit protocol',
  elementMismatch: 'Dit element past niet bij de parameter',
  boardingIncomplete:
    'Een case kan pas factureerbaar worden als elke pensionlijn een aankomst, een vertrek en een type heeft.',
  amountOverStock: (remaining: number) =>
    `Het aantal mag niet groter zijn dan de resterende stock (${remaining})`,
} as const;

const isoDate = z.iso.datetime({ offset: true, error: 'Invalid date' });
const nullableId = uuid.nullish().transform((v) => v ?? null);
const count = (min: number) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: msg.positiveNumber })
      .int(msg.wholeNumber)
      .min(min, msg.positiveNumber)
      .max(100_000, 'Mag maximum 100000 zijn'),
  );

/**
 * A filled-in protocol or lab-test parameter: the protocol's parameter (model, gender,
 * specification) with the chosen element (customer, horse, semen lot or embryo id).
 * `elementName` is the element's display name, filled in by the server on read.
 */
export const lineParameterFields = z.object({
  elementModel: z.enum(PARAMETER_MODELS, { error: msg.required }),
  elementType: z
    .enum(HORSE_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  elementSpecification: z
    .enum(ALL_HORSE_SPECIFICATIONS)
    .nullish()
    .transform((v) => v ?? null),
  element: nullableId,
  elementName: z
    .string()
    .max(256)
    .nullish()
    .transform((v) => v ?? null),
});
export type LineParameter = z.infer<typeof lineParameterFields>;

/** A filled-in simple parameter: a named amount ≥ 1 ('Aantal rietjes'). */
export const lineSimpleParameterFields = z.object({
  elementType: z.literal('Amount').default('Amount'),
  elementName: z.string().min(1, msg.required).max(64, msg.max64),
  elementAmount: count(1),
});

/** A protocol applied in a case or sheet. Without `_id` it is new (stock taken, notifications). */
export const protocolLineFields = z.object({
  _id: uuid.optional(),
  protocol: uuid,
  parameters: z.array(lineParameterFields).max(20).default([]),
  simple_parameters: z.array(lineSimpleParameterFields).max(20).default([]),
  amount: count(1).default(1),
  invoiceDescription: optionalText(256),
  date: isoDate,
});
export type ProtocolLineInput = z.infer<typeof protocolLineFields>;

/** A lab test ordered in a case or sheet. */
export const laboLineFields = z.object({
  _id: uuid.optional(),
  labo: uuid,
  parameters: z.array(lineParameterFields).max(20).default([]),
  simple_parameters: z.array(lineSimpleParameterFields).max(20).default([]),
  amount: count(1).default(1),
  date: isoDate,
});
export type LaboLineInput = z.infer<typeof laboLineFields>;

/** A product used in a case or sheet: amount > 0, at most what is in stock (409 beyond). */
export const productLineFields = z.object({
  _id: uuid.optional(),
  product: uuid,
  amount: z.preprocess(
    numberFromText,
    z
      .number({ error: msg.positiveNumber })
      .gt(0, msg.positiveNumber)
      .max(100_000, 'Mag maximum 100000 zijn'),
  ),
  sell: z.boolean().default(true),
  date: isoDate,
});
export type ProductLineInput = z.infer<typeof productLineFields>;

/** A boarding line: may be saved incomplete; only complete lines (from, to, type) are billable. */
export const boardingLineFields = z
  .object({
    _id: uuid.optional(),
    billable: z.boolean().default(true),
    from: isoDate.nullish().transform((v) => v ?? null),
    to: isoDate.nullish().transform((v) => v ?? null),
    type: nullableId,
    location: nullableId,
  })
  .refine((l) => !l.from || !l.to || l.to >= l.from, {
    path: ['to'],
    message: caseMsg.boardingEndBeforeStart,
  });
export type BoardingLineInput = z.infer<typeof boardingLineFields>;

/** A boarding line can be invoiced only with from, to and type (spec 01 §4). */
export const boardingLineComplete = (l: {
  from: string | null;
  to: string | null;
  type: unknown;
}): boolean => Boolean(l.from && l.to && l.type);

/**
 * Choosing Factureerbaar is blocked while a boarding line lacks from, to or type (spec 01 §4);
 * a case that already is Factureerbaar keeps saving (a horse still boarding has no end yet).
 */
export const factureerbaarBlocked = (
  previous: CaseStatus,
  next: CaseStatus,
  lines: readonly Parameters<typeof boardingLineComplete>[0][],
): boolean =>
  next === 'Factureerbaar' && previous !== 'Factureerbaar' && !lines.every(boardingLineComplete);

/** The treatment lines a case and a research sheet share. */
export const treatmentLinesFields = {
  protocols: z.array(protocolLineFields).max(200).default([]),
  labos: z.array(laboLineFields).max(200).default([]),
  products: z.array(productLineFields).max(200).default([]),
};

/** POST /api/case. */
export const caseCreateBody = z.object({
  customer: nullableId,
  horse: z.uuid({ error: msg.required }),
  mainActivity: z.enum(MAIN_ACTIVITIES).default('-'),
});
export type CaseCreateBody = z.infer<typeof caseCreateBody>;

/** PUT /api/case/{id}: the whole case; lines without `_id` are new, missing ones removed. */
export const caseUpdateBody = z.object({
  customer: nullableId,
  extra: nullableId,
  mainActivity: z.enum(MAIN_ACTIVITIES).default('-'),
  status: z.enum(CASE_STATUSES),
  pension: z.array(boardingLineFields).max(200).default([]),
  ...treatmentLinesFields,
});
export type CaseUpdateBody = z.infer<typeof caseUpdateBody>;

export const CASE_SORT_FIELDS = [
  'reference',
  'status',
  'mainActivity',
  'createdAt',
  'updatedAt',
  'horse',
  'customer',
] as const;

/** GET /api/case: list, search on reference or horse name, filters (spec 01 'Case list'). */
export const caseListQuery = listQuery(CASE_SORT_FIELDS)
  .extend({
    search: z.string().max(100).optional(),
    horse: uuid.optional(),
    customer: uuid.optional(),
    status: repeated(z.enum(CASE_STATUSES)),
    mainActivity: repeated(z.enum(MAIN_ACTIVITIES)),
    hideSurrogate: booleanParam.optional(),
    onlySurrogate: booleanParam.optional(),
  })
  .refine((q) => !(q.hideSurrogate && q.onlySurrogate), {
    path: ['onlySurrogate'],
    message: caseMsg.switchesExclusive,
  });
export type CaseListQuery = z.infer<typeof caseListQuery>;

export const caseSearchQuery = z.object({
  searchValue: z.string().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** A date in an answer: ISO 8601 with offset (documented as `format: date-time`). */
const dateTime = z.iso.datetime({ offset: true });
const ref = z.object({ _id: uuid, name: z.string() });

/** A case row of GET /api/case. */
export const caseListItem = z.object({
  _id: uuid,
  reference: z.string(),
  status: z.enum(CASE_STATUSES),
  mainActivity: z.enum(MAIN_ACTIVITIES),
  customer: ref.nullable(),
  horse: ref.extend({ type: z.enum(HORSE_TYPES), surrogate: z.boolean() }),
  invoice: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type CaseListItem = z.infer<typeof caseListItem>;
export const caseListResult = z.object({ results: z.array(caseListItem), total: z.number().int() });
export const caseSearchResult = z.object({ results: z.array(caseListItem) });

/** What a protocol or lab-test line shows of its protocol (a copy of its configuration). */
export const lineTreatment = z.object({
  _id: uuid,
  name: z.string(),
  price: z.number(),
  fixedPrice: z.boolean(),
  tax: z.number(),
  hasCustomDescription: z.boolean(),
  invoiceDescription: z.string().nullable(),
  products: z.array(z.object({ product: uuid, amount: z.number() })),
  parameters: z.array(
    z.object({
      elementModel: z.string(),
      elementType: z.string().nullable(),
      elementSpecification: z.string().nullable(),
    }),
  ),
  simple_parameters: z.array(z.object({ elementType: z.string(), elementName: z.string() })),
  /** The certificate report of the protocol, if any: [{name, url}]. */
  reportType: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type LineTreatment = z.infer<typeof lineTreatment>;

const lineParameter = z.object({
  elementModel: z.enum(PARAMETER_MODELS),
  elementType: z.enum(HORSE_TYPES).nullable(),
  elementSpecification: z.enum(ALL_HORSE_SPECIFICATIONS).nullable(),
  element: uuid.nullable(),
  elementName: z.string().nullable(),
});
const lineSimpleParameter = z.object({
  elementType: z.literal('Amount'),
  elementName: z.string(),
  elementAmount: z.number().int(),
});
/** What protocol and lab-test lines share: where they are, when, how many, invoiced or not. */
const treatmentLine = {
  _id: uuid,
  parameters: z.array(lineParameter),
  simple_parameters: z.array(lineSimpleParameter),
  amount: z.number().int(),
  date: dateTime,
  /** The research sheet the line belongs to, or null for the case itself. */
  sheet: uuid.nullable(),
  billable: z.boolean(),
};
export const protocolLine = z.object({
  ...treatmentLine,
  protocol: lineTreatment,
  invoiceDescription: z.string().nullable(),
});
export type ProtocolLine = z.infer<typeof protocolLine>;
export const laboLine = z.object({ ...treatmentLine, labo: lineTreatment });
export type LaboLine = z.infer<typeof laboLine>;
export const productLine = z.object({
  _id: uuid,
  product: z.object({
    _id: uuid,
    name: z.string(),
    outgoingUnit: z.string().nullable(),
    remaining: z.number(),
  }),
  amount: z.number(),
  sell: z.boolean(),
  date: dateTime,
  sheet: uuid.nullable(),
  /** The protocol line that brought this product along, if any. */
  protocolLine: uuid.nullable(),
  billable: z.boolean(),
});
export type ProductLine = z.infer<typeof productLine>;
/** The lines of a case or of a research sheet. */
export const treatmentLines = {
  protocols: z.array(protocolLine),
  labos: z.array(laboLine),
  products: z.array(productLine),
};

export const boardingLine = z.object({
  _id: uuid,
  billable: z.boolean(),
  from: dateTime.nullable(),
  to: dateTime.nullable(),
  type: z.object({ _id: uuid, name: z.string(), pricePerDay: z.number() }).nullable(),
  location: ref.nullable(),
  index: z.number().int(),
});
export type BoardingLine = z.infer<typeof boardingLine>;
export const caseSheetSummary = z.object({
  _id: uuid,
  researchDate: dateTime,
  doctor: z.string(),
  billable: z.boolean(),
});
export type CaseSheetSummary = z.infer<typeof caseSheetSummary>;

/** GET /api/case/{id}. Lines of the case itself and of its sheets (`sheet` set). */
export const caseDetail = caseListItem.extend({
  extra: ref.nullable(),
  pension: z.array(boardingLine),
  researchSheets: z.array(caseSheetSummary),
  ...treatmentLines,
  /** Storage costs: empty until the storage-cost issue. */
  storageICSI: z.array(z.unknown()),
  storageSemen: z.array(z.unknown()),
});
export type CaseDetail = z.infer<typeof caseDetail>;

import { z } from 'zod';
import { unlessMissing } from './messages.ts';
import { uuid } from './fields.ts';
import { booleanParam, listQuery, repeated } from './list.ts';
import { HORSE_TYPES } from './horses.ts';
import type { HorseSpecification } from './protocol-options.ts';
import { treatmentLines, treatmentLinesFields } from './treatment-lines.ts';

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

/** The stud horse a case keeps: only with those activities; any other main activity clears it. */
export const caseStudHorse = <T>(mainActivity: MainActivity, extra: T | null): T | null =>
  STUD_HORSE_ACTIVITIES.includes(mainActivity) ? extra : null;

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
  notStudHorse: 'Dit paard is geen dekhengst: kies een dekhengst.',
  boardingEndBeforeStart: 'De einddatum kan niet voor de startdatum liggen',
  switchesExclusive: 'Draagmoeders verbergen en enkel draagmoeders sluiten elkaar uit',
  parameterMissing: 'Kies eerst elk element van dit protocol',
  elementMismatch: 'Dit element past niet bij de parameter',
  boardingIncomplete:
    'Een case kan pas factureerbaar worden als elke pensionlijn een aankomst, een vertrek en een type heeft.',
  amountOverStock: (remaining: number) =>
    `Het aantal mag niet groter zijn dan de resterende stock (${remaining})`,
} as const;

const isoDate = z.iso.datetime({ offset: true, error: unlessMissing('Invalid date') });
const nullableId = uuid.nullish().transform((v) => v ?? null);

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

/** POST /api/case. */
export const caseCreateBody = z.object({
  customer: nullableId,
  horse: uuid,
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

/** The query key of a Horse parameter after the first one (which is `horse`), by specification. */
const HORSE_SPECIFICATION_KEYS: Record<HorseSpecification, string> = {
  Draagmoeder: 'surrogate',
  Donormerrie: 'donor',
  Dekhengst: 'stallion',
};
const ELEMENT_KEYS = { Customer: 'customer', SemenCollection: 'semencollection', Embryo: 'embryo' };

/**
 * The query of a certificate link /report/{url}?… of a case's protocol line (spec 01 'Case
 * detail'; spec 02 reads caseId, date, horse, title, protocol): caseId, date, title, `protocol`
 * (the protocol's id) and one key per chosen element. The first Horse parameter is `horse`; a
 * further one goes by its specification (`surrogate`, `donor`, `stallion`), or without one by
 * position (`horse2`, `horse3`…); Customer is `customer`, SemenCollection `semencollection`,
 * Embryo `embryo`. A key keeps its first element: nothing is overwritten (docs/domain.md).
 */
export function certificateQuery(
  caseId: string,
  line: {
    date: string;
    protocol: { _id: string };
    parameters: readonly {
      elementModel: string;
      elementSpecification: HorseSpecification | null;
      element: string | null;
    }[];
  },
  title: string,
): Record<string, string> {
  const query: Record<string, string> = {
    caseId,
    date: line.date,
    title,
    protocol: line.protocol._id,
  };
  let horses = 0;
  for (const p of line.parameters) {
    if (!p.element) continue;
    let key: string | undefined;
    if (p.elementModel === 'Horse') {
      horses += 1;
      key =
        horses === 1
          ? 'horse'
          : p.elementSpecification
            ? HORSE_SPECIFICATION_KEYS[p.elementSpecification]
            : `horse${horses}`;
    } else key = ELEMENT_KEYS[p.elementModel as keyof typeof ELEMENT_KEYS];
    if (key && !(key in query)) query[key] = p.element;
  }
  return query;
}

import { z } from 'zod';
import { requiredText, uuid } from './fields.ts';
import { listQuery } from './list.ts';
import { msg } from './messages.ts';
import { CONTAINER_POSITIONS, semenPastDay } from './semen.ts';
import { semenLocationInput } from './semen-lots.ts';

// What happens to an embryo after its lot is made (spec 02 §4 Embryo, §5 Embryo action dialog,
// §7 'ICSI and embryos'; docs/domain.md 'Embryo actions'): transfer to a surrogate, export,
// deactivate and reactivate, relocate, TRACES, marking a transfer lost; and the history calls.

/** A surrogate pregnant this many days after the transfer counts as a pregnancy (spec 02 §9). */
export const PREGNANCY_MINIMUM_DAYS = 42;

export const embryoActionMsg = {
  transferred: 'Embryo succesvol overgedragen.',
  exported: "Embryo's succesvol geëxporteerd.",
  relocated: "Embryo's succesvol verplaatst.",
  deactivated: 'Embryo succesvol gedeactiveerd.',
  reactivated: 'Embryo succesvol geactiveerd.',
  traces: 'TRACES succesvol aangevinkt.',
  lost: 'Embryo als verloren gemarkeerd.',
  notActive: (code: string) =>
    `Embryo ${code} is niet (meer) actief: enkel een actief embryo kan dat.`,
  notSurrogate: 'Kies een levende draagmoeder (een merrie die als draagmoeder gemarkeerd is).',
  carrying: (surrogate: string, code: string) =>
    `${surrogate} draagt al embryo ${code}: markeer dat eerst als verloren.`,
  notTransferred: (code: string) => `Embryo ${code} werd niet overgedragen.`,
  alreadyLost: (code: string) => `Embryo ${code} is al als verloren gemarkeerd.`,
  notDeactivated: (code: string) =>
    `Embryo ${code} werd niet gedeactiveerd: enkel een gedeactiveerd embryo kan terug actief worden.`,
  oneAtATime: 'Activeer één inactief embryo per keer.',
  uniqueClient:
    "De gekozen embryo's hebben niet allemaal dezelfde donorhengst en eigenaar: kies embryo's van één klant.",
  customerRequired: 'Kies een klant',
  sameOwner: 'Deze klant is al de eigenaar.',
  nothingToChange: 'Niets te wijzigen: geef een nieuwe locatie of TRACES.',
  tracesOnlyOn: 'TRACES kan enkel aangevinkt worden.',
} as const;

const note = z.string().trim().max(1000, msg.maxChars(1000));
const embryoIds = z
  .union([uuid, z.array(uuid).min(1, msg.required).max(200, msg.maxValues(200))])
  .transform((v) => (Array.isArray(v) ? [...new Set(v)] : [v]));

/** POST /api/icsi/transfer: one active embryo into a living surrogate mare that carries none. */
export const embryoTransferBody = z.object({
  embryoId: uuid,
  surrogateId: uuid,
  transferDate: semenPastDay,
});
export type EmbryoTransferBody = z.output<typeof embryoTransferBody>;

/**
 * POST /api/icsi/export: one embryo or several of one client (the same donor stallion and
 * owner). Out of the centre (inHouse false) the embryos leave: inactive, with the export date.
 * In house they stay where they are, under the new owner `customerId`. Answers {id}: the lot of
 * the (first) embryo, for its delivery report.
 */
export const embryoExportBody = z.object({
  embryoId: embryoIds,
  inHouse: z.boolean().default(false),
  customerId: uuid,
  exportDate: semenPastDay,
  note: note.optional().transform((v) => v || null),
});
export type EmbryoExportBody = z.output<typeof embryoExportBody>;

/**
 * PUT /api/icsi/{icsiId}/{embryoId}/deactivate | reactivate | lost: a note says why. The path
 * names the embryo; an `embryo` the client sends along (spec 02 §7 {embryo, note}) is ignored.
 */
export const embryoNoteBody = z.object({ note: requiredText(1000) });
export type EmbryoNoteBody = z.output<typeof embryoNoteBody>;

/** PUT /api/icsi/embryo/{id}: a new place (relocate) and/or TRACES set to true. */
export const embryoUpdateBody = z.object({
  location: semenLocationInput.optional(),
  traces: z.literal(true, { error: embryoActionMsg.tracesOnlyOn }).optional(),
});
export type EmbryoUpdateBody = z.output<typeof embryoUpdateBody>;

/** POST /api/nitrogen-container/remaining-space/embryo: the room left at one tube position. */
export const embryoSpaceBody = z.object({
  containerId: uuid,
  tube: z.number().int().min(1),
  position: z.enum(CONTAINER_POSITIONS),
});
export const embryoSpaceResult = z.object({
  container: z.object({
    _id: uuid,
    name: z.string(),
    available_places: z.number().int(),
    remaining_container_space: z.number().int(),
  }),
});

export const EMBRYO_HISTORY_TYPES = [
  'import',
  'transfer',
  'export',
  'relocate',
  'deactivate',
  'reactivate',
  'lost',
] as const;
export type EmbryoHistoryType = (typeof EMBRYO_HISTORY_TYPES)[number];

/** The Dutch name of each history type (the history dialog and the ICSI stock report). */
export const EMBRYO_HISTORY_LABELS: Record<EmbryoHistoryType, string> = {
  import: 'Import',
  transfer: 'Transfer',
  export: 'Export',
  relocate: 'Verplaatst',
  deactivate: 'Gedeactiveerd',
  reactivate: 'Geactiveerd',
  lost: 'Verloren',
};

const dateTime = z.iso.datetime({ offset: true });
const ref = z.object({ _id: uuid, name: z.string() });

/** One row of an embryo's history (spec 02 §3 Embryo history item, with who and where). */
export const embryoHistoryItem = z.object({
  _id: uuid,
  type: z.enum(EMBRYO_HISTORY_TYPES),
  date: dateTime,
  embryo: z.object({
    _id: uuid,
    code: z.string(),
    lot: z.object({ _id: uuid, code: z.string() }),
    donor_mare: ref,
  }),
  surrogate: ref.nullable(),
  customer: ref.nullable(),
  location: z
    .object({ container: ref, tube: z.number().int(), position: z.enum(CONTAINER_POSITIONS) })
    .nullable(),
  inHouse: z.boolean(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: dateTime,
});
export type EmbryoHistoryItem = z.infer<typeof embryoHistoryItem>;

/** GET /api/icsi/history: the history of one embryo, or of every embryo of one lot. */
export const embryoHistoryQuery = z
  .object({ embryoId: uuid.optional(), icsiId: uuid.optional() })
  .refine((q) => q.embryoId || q.icsiId, { message: msg.required, path: ['embryoId'] });
export const embryoHistoryResult = z.object({ results: z.array(embryoHistoryItem) });

/** The movements the ICSI stock report shows (spec 02 /report/icsi-stock). */
export const ICSI_STOCK_TYPES = ['import', 'transfer', 'export'] as const;

/**
 * GET /api/icsi/embryos/history (the ICSI stock report): movements of the embryos of an owner
 * and/or donor mare, by type and date range (Brussels days, both ends included).
 */
export const embryoMovementsQuery = listQuery(['date'] as const, { allowAll: true }).extend({
  owner: uuid.optional(),
  donor_mare: uuid.optional(),
  type: z
    .union([z.enum(ICSI_STOCK_TYPES), z.array(z.enum(ICSI_STOCK_TYPES)).max(3)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type EmbryoMovementsQuery = z.output<typeof embryoMovementsQuery>;
export const embryoMovementsResult = z.object({
  results: z.array(embryoHistoryItem),
  total: z.number().int(),
  calculations: z.object({
    import: z.number().int(),
    transfer: z.number().int(),
    export: z.number().int(),
  }),
});
export type EmbryoMovementsResult = z.infer<typeof embryoMovementsResult>;

/** POST /api/icsi/export answers the lot of the exported embryos, for the delivery report. */
export const embryoExportResult = z.object({ id: uuid });

/** Bulk actions that need a unique client (spec 02 §4): one donor stallion and one owner. */
export function uniqueClient(
  embryos: readonly { donor_stallion: { _id: string }; owner: { _id: string } }[],
): boolean {
  const [first] = embryos;
  return (
    !!first &&
    embryos.every(
      (e) => e.donor_stallion._id === first.donor_stallion._id && e.owner._id === first.owner._id,
    )
  );
}

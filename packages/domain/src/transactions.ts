import { z } from 'zod';
import { uuid } from './fields.ts';
import { listQuery } from './list.ts';
import { TRANSACTION_ACTIONS, TRANSACTION_TYPES } from './protocol-options.ts';

/**
 * The ledger of movements of genetic material (spec 02 §3 Transaction; docs/domain.md
 * 'Transactions'). A row is never changed (gustation aside) nor deleted: undoing one is a
 * reversal row with the opposite amount that points at it, so every sum over the ledger is right
 * without leaving anything out, and the lists show neither the undone row nor its reversal.
 */
export const TRANSACTION_PAGE_SIZE = 15;
export const transactionMsg = { empty: 'Geen transacties gevonden.' } as const;

/** What wrote a ledger row: a semen modification, a case line, an embryo (ICSI issue). */
export const TRANSACTION_SOURCES = ['semen', 'case', 'embryo'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];

const ref = z.object({ _id: uuid, name: z.string() });
export const transaction = z.object({
  _id: uuid,
  horse: ref,
  type: z.enum(TRANSACTION_TYPES),
  action: z.enum(TRANSACTION_ACTIONS),
  date: z.iso.datetime({ offset: true }),
  amount: z.number().int(),
  customer: ref.nullable(),
  destinationHorse: ref.nullable(),
  gustation: z.number().int().nullable(),
  source: z.enum(TRANSACTION_SOURCES),
  /** The semen lot, case or embryo the row came from, to link to. */
  semenLot: z.object({ _id: uuid, lotNumber: z.string() }).nullable(),
  case: z.object({ _id: uuid, reference: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Transaction = z.infer<typeof transaction>;

export const HORSE_TRANSACTION_SORT_FIELDS = [
  'date',
  'type',
  'action',
  'amount',
  'createdAt',
] as const;
/** GET /api/horse/{id}/transactions: the horse's 'transacties' tab (as source or destination). */
export const horseTransactionQuery = listQuery(HORSE_TRANSACTION_SORT_FIELDS, {
  defaultLimit: TRANSACTION_PAGE_SIZE,
});
export const transactionListResult = z.object({
  results: z.array(transaction),
  total: z.number().int(),
});

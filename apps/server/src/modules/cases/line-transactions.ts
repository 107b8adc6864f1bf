import type { TransactionAction, TransactionType } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { reverseTransactions, writeTransactions } from '../transactions/index.ts';
import type { LineOwner } from './line-owner.ts';

/** A protocol line or a lab-test line. */
type TreatmentKind = 'protocol' | 'labo';

export type TransactionConfig = {
  transactionType: TransactionType;
  transactionAction: TransactionAction;
};

const cause = (kind: TreatmentKind, lineId: string) =>
  kind === 'protocol' ? { caseProtocolLineId: lineId } : { caseLaboLineId: lineId };

/**
 * The ledger rows of a protocol or lab-test line applied in a case (spec 02 §3 Protocol,
 * transactionConfig): one per configured type and action, for the case's horse and customer, at
 * the line's date, the line's amount of material (docs/domain.md 'Transactions').
 */
export async function writeLineTransactions(
  tx: Tx,
  actor: Actor,
  owner: LineOwner,
  line: {
    kind: TreatmentKind;
    id: string;
    date: Date;
    amount: number;
    configs: TransactionConfig[];
  },
) {
  await writeTransactions(
    tx,
    actor,
    line.configs.map((c) => ({
      horseId: owner.horseId,
      type: c.transactionType,
      action: c.transactionAction,
      date: line.date,
      amount: line.amount,
      customerId: owner.customerId,
      source: 'case' as const,
      caseId: owner.caseId,
      ...cause(line.kind, line.id),
    })),
  );
}

/** A removed (or rewritten) line's ledger rows undone: a reversal each, never a delete. */
export async function undoLineTransactions(
  tx: Tx,
  actor: Actor,
  kind: TreatmentKind,
  lineId: string,
) {
  await reverseTransactions(tx, actor, cause(kind, lineId));
}

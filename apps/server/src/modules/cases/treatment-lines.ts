import { and, eq } from 'drizzle-orm';
import type { LineParameter } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import {
  caseLaboLines,
  caseProductLines,
  caseProtocolLines,
  labos,
  notifications,
  protocols,
} from '../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { createLineNotifications, type NotificationConfig } from '../notifications/index.ts';
import { giveBackStraws } from '../semen/index.ts';
import type { LineOwner } from './line-owner.ts';
import { checkParameters, checkSimpleParameters } from './line-parameters.ts';
import { followLineStraws, ownLedgerConfigs, useLineStraws } from './line-semen.ts';
import { adjustLineStock, removeProductLine, takeForLine } from './line-stock.ts';
import {
  undoLineTransactions,
  writeLineTransactions,
  type TransactionConfig,
} from './line-transactions.ts';

export type TreatmentKind = 'protocol' | 'labo';

/** A protocol or lab-test line as the case and sheet bodies send it. */
type LineInput = {
  protocol: string;
  parameters: LineParameter[];
  simple_parameters: { elementName: string; elementAmount: number }[];
  amount: number;
  invoiceDescription?: string | null | undefined;
  date: string;
};
type SavedLine = {
  id: string;
  billable: boolean;
  amount: number;
  date: Date;
  parameters: unknown;
  simpleParameters: unknown;
  protocolId?: string;
  laboId?: string;
};

const tables = { protocol: caseProtocolLines, labo: caseLaboLines } as const;
const labels = { protocol: 'Protocol', labo: 'Labo-onderzoek' } as const;

async function treatment(tx: Tx, kind: TreatmentKind, id: string) {
  const table = kind === 'protocol' ? protocols : labos;
  const [row] = await tx.select().from(table).where(eq(table.id, id));
  if (!row) throw notFound(labels[kind]);
  return row;
}

type ProtocolProduct = { product: string; amount: number };
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The protocol or lab test of a line, and the line's parameters checked against it. */
type ProtocolParameters = Parameters<typeof checkParameters>[1];

/** The config rows the line writes itself (line-semen.ts: not an insemination's straws). */
const lineConfigs = (kind: TreatmentKind, t: Awaited<ReturnType<typeof treatment>>) =>
  ownLedgerConfigs(
    kind,
    t.parameters as ProtocolParameters,
    t.transactionConfig as TransactionConfig[],
  );

async function checkedLine(tx: Tx, kind: TreatmentKind, line: LineInput, path: string) {
  const t = await treatment(tx, kind, line.protocol);
  const parameters = await checkParameters(
    tx,
    t.parameters as ProtocolParameters,
    line.parameters,
    path,
  );
  const simpleParameters = checkSimpleParameters(
    t.simpleParameters as Parameters<typeof checkSimpleParameters>[0],
    line.simple_parameters,
    path,
  );
  return { t, parameters, simpleParameters };
}

/**
 * A new protocol or lab-test line: parameters checked against the protocol, a product line per
 * protocol product (amount × line amount) taken from stock, and the protocol's notifications.
 * Lab tests' products are consumables of the lab, not taken from our stock (docs/domain.md).
 */
export async function addTreatmentLine(
  tx: Tx,
  actor: Actor,
  owner: LineOwner,
  kind: TreatmentKind,
  line: LineInput,
  path: string,
) {
  const { t, parameters, simpleParameters } = await checkedLine(tx, kind, line, path);
  const date = new Date(line.date);
  const common = {
    caseId: owner.caseId,
    sheetId: owner.sheetId,
    parameters,
    simpleParameters,
    amount: line.amount,
    date,
  };
  const [row] =
    kind === 'protocol'
      ? await tx
          .insert(caseProtocolLines)
          .values({
            ...common,
            protocolId: t.id,
            invoiceDescription: t.hasCustomDescription ? (line.invoiceDescription ?? null) : null,
          })
          .returning({ id: caseProtocolLines.id })
      : await tx
          .insert(caseLaboLines)
          .values({ ...common, laboId: t.id })
          .returning({ id: caseLaboLines.id });
  if (!row) throw new Error('insert returned no row');
  await recordAudit(tx, actor, {
    action: 'create',
    entity: `case_${kind}_line`,
    entityId: row.id,
    after: { ...common, treatment: t.id },
  });
  if (kind === 'protocol')
    for (const p of t.products as ProtocolProduct[]) {
      const amount = round2(p.amount * line.amount);
      const [pl] = await tx
        .insert(caseProductLines)
        .values({
          caseId: owner.caseId,
          sheetId: owner.sheetId,
          protocolLineId: row.id,
          productId: p.product,
          amount,
          date,
        })
        .returning({ id: caseProductLines.id });
      if (pl) await takeForLine(tx, actor, owner, pl.id, p.product, amount);
    }
  if (kind === 'protocol') await useLineStraws(tx, actor, owner, { id: row.id, ...common });
  await writeLineTransactions(tx, actor, owner, {
    kind,
    id: row.id,
    date,
    amount: line.amount,
    configs: lineConfigs(kind, t),
  });
  await createLineNotifications(tx, {
    source: kind,
    lineId: row.id,
    date,
    configs: t.notifications as NotificationConfig[],
    caseId: owner.caseId,
    horseId: owner.horseId,
    customerId: owner.customerId,
  });
}

/**
 * A saved line sent again: the amount may always change (a protocol's products follow it); the
 * rest only while the line is billable. The protocol of a line does not change.
 */
export async function updateTreatmentLine(
  tx: Tx,
  actor: Actor,
  owner: LineOwner,
  kind: TreatmentKind,
  saved: SavedLine,
  line: LineInput,
  path: string,
) {
  const treatmentId = saved.protocolId ?? saved.laboId;
  if (treatmentId !== line.protocol)
    throw new AppError('BAD_REQUEST', 'Een lijn kan niet van protocol of labo veranderen.', [
      { path, message: 'Voeg een nieuwe lijn toe voor een ander protocol' },
    ]);
  if (line.amount !== saved.amount && kind === 'protocol') {
    const products = await tx
      .select()
      .from(caseProductLines)
      .where(eq(caseProductLines.protocolLineId, saved.id));
    for (const p of products) {
      const amount = round2((p.amount / saved.amount) * line.amount);
      await adjustLineStock(tx, actor, owner, p, amount);
      await tx.update(caseProductLines).set({ amount }).where(eq(caseProductLines.id, p.id));
    }
  }
  const table = tables[kind];
  const date = saved.billable ? new Date(line.date) : saved.date;
  if (line.amount !== saved.amount || date.getTime() !== saved.date.getTime()) {
    // The ledger is never edited: the line's rows are undone and written again as they are now.
    const configs = lineConfigs(kind, await treatment(tx, kind, line.protocol));
    await undoLineTransactions(tx, actor, kind, saved.id);
    await writeLineTransactions(tx, actor, owner, {
      kind,
      id: saved.id,
      date,
      amount: line.amount,
      configs,
    });
  }
  const before = {
    date: saved.date,
    amount: saved.amount,
    parameters: saved.parameters as LineParameter[],
    simpleParameters: saved.simpleParameters as { elementAmount: number }[],
  };
  if (!saved.billable) {
    if (kind === 'protocol')
      await followLineStraws(tx, actor, owner, before, {
        ...before,
        id: saved.id,
        amount: line.amount,
      });
    await tx.update(table).set({ amount: line.amount }).where(eq(table.id, saved.id));
    return;
  }
  const { t, parameters, simpleParameters } = await checkedLine(tx, kind, line, path);
  const changes = { amount: line.amount, parameters, simpleParameters, date: new Date(line.date) };
  if (kind === 'protocol')
    await followLineStraws(tx, actor, owner, before, { id: saved.id, ...changes });
  if (kind === 'protocol')
    await tx
      .update(caseProtocolLines)
      .set({
        ...changes,
        invoiceDescription: t.hasCustomDescription ? (line.invoiceDescription ?? null) : null,
      })
      .where(eq(caseProtocolLines.id, saved.id));
  else await tx.update(caseLaboLines).set(changes).where(eq(caseLaboLines.id, saved.id));
}

/**
 * Removes a line: a protocol's products give their stock back, its ledger rows are undone
 * (reversals), its notifications go too.
 */
export async function removeTreatmentLine(tx: Tx, actor: Actor, kind: TreatmentKind, id: string) {
  if (kind === 'protocol') {
    const products = await tx
      .select({ id: caseProductLines.id })
      .from(caseProductLines)
      .where(eq(caseProductLines.protocolLineId, id));
    for (const p of products) await removeProductLine(tx, actor, p.id);
    await giveBackStraws(tx, actor, id);
  }
  await undoLineTransactions(tx, actor, kind, id);
  await tx
    .delete(notifications)
    .where(and(eq(notifications.sourceLineId, id), eq(notifications.source, kind)));
  const table = tables[kind];
  await tx.delete(table).where(eq(table.id, id));
  await recordAudit(tx, actor, { action: 'delete', entity: `case_${kind}_line`, entityId: id });
}

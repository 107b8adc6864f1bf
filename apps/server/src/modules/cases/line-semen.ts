import type { LineParameter } from '@stalboek/domain';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { giveBackStraws, useStraws } from '../semen/index.ts';
import type { LineOwner } from './line-owner.ts';

// An insemination: a protocol line whose parameters name a semen lot takes straws from it. The
// semen module writes the Verbruik and its ledger row (docs/domain.md 'Semen in a case').

type StrawLine = {
  id: string;
  date: Date;
  amount: number;
  parameters: readonly LineParameter[];
  simpleParameters: readonly { elementAmount: number }[];
};

/** The lots a line's SemenCollection parameters name. */
export const lotsOfLine = (parameters: readonly LineParameter[]): string[] =>
  parameters.flatMap((p) => (p.elementModel === 'SemenCollection' && p.element ? [p.element] : []));

/** Straws taken from each lot: the first simple parameter ('Aantal rietjes'), else the amount. */
export const strawsOfLine = (line: Pick<StrawLine, 'amount' | 'simpleParameters'>): number =>
  line.simpleParameters[0]?.elementAmount ?? line.amount;

/** Takes the line's straws from each lot it names, for the case's mare. */
export async function useLineStraws(tx: Tx, actor: Actor, owner: LineOwner, line: StrawLine) {
  for (const lotId of lotsOfLine(line.parameters))
    await useStraws(tx, actor, {
      lotId,
      amount: strawsOfLine(line),
      date: line.date,
      caseId: owner.caseId,
      lineId: line.id,
      mareId: owner.horseId,
      customerId: owner.customerId,
    });
}

/** What decides a line's straws; when it changes they are given back and taken again. */
const strawKey = (line: Omit<StrawLine, 'id'>) =>
  JSON.stringify([lotsOfLine(line.parameters), strawsOfLine(line), line.date.getTime()]);

/** A saved line changed: its straws follow (given back and taken again) when they must. */
export async function followLineStraws(
  tx: Tx,
  actor: Actor,
  owner: LineOwner,
  saved: Omit<StrawLine, 'id'>,
  line: StrawLine,
) {
  if (strawKey(saved) === strawKey(line)) return;
  await giveBackStraws(tx, actor, line.id);
  await useLineStraws(tx, actor, owner, line);
}

/**
 * The transaction config rows a line writes itself: an insemination's frozen-straw rows are
 * written by its Verbruik (horse = the stallion, destination = the mare), not again here.
 */
export function ownLedgerConfigs<C extends { transactionType: string }>(
  kind: 'protocol' | 'labo',
  protocolParameters: readonly { elementModel: string }[],
  configs: readonly C[],
): C[] {
  const takesStraws =
    kind === 'protocol' && protocolParameters.some((p) => p.elementModel === 'SemenCollection');
  return configs.filter((c) => !takesStraws || c.transactionType !== 'Frozen semen straw');
}

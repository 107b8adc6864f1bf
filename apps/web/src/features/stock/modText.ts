import { correctionMessages } from '@stalboek/domain';
import type { StockMod } from '@stalboek/domain';
import { formatAmount, formatDateTime } from '../../lib/format.ts';

/** A correction's amount carries its sign (+3 more taken, −2 given back); an original's is plain. */
const signed = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2, signDisplay: 'always' });
export const signedAmount = (amount: number) => signed.format(amount);
export function modAmount(mod: StockMod): string {
  return mod.correctionOf ? signedAmount(mod.amount) : formatAmount(mod.amount);
}

/**
 * What the register says about a row besides its facts: a correction names the mod it corrects
 * and why; a corrected original says what it now stands at.
 */
export function correctionNote(mod: StockMod): string {
  if (mod.correctionOf)
    return correctionMessages.correctionOf(
      mod.type,
      formatDateTime(mod.correctionOf.createdAt),
      mod.reason,
    );
  if (mod.effectiveAmount !== null && mod.effectiveAmount !== mod.amount)
    return `Gecorrigeerd: nu ${formatAmount(mod.effectiveAmount)}`;
  return '';
}

/** What a mod stands at: its own amount plus its corrections (in hundredths, never floats). */
export function currentAmount(original: StockMod, corrections: StockMod[] | undefined): number {
  if (!corrections) return original.effectiveAmount ?? original.amount;
  const total = corrections.reduce((sum, c) => sum + Math.round(c.amount * 100), 0);
  return (Math.round(original.amount * 100) + total) / 100;
}

/**
 * Stock mods are medicine administration records (kept ≥ 5 years): a mod is never changed, a
 * correction is a new mod that refers to its original and says why (docs/domain.md, Stock).
 */

/** A correction's reason: what the user writes in the edit dialog. */
export const MAX_REASON = 200;

const fmt = (n: number) => String(Math.round(n * 100) / 100);

export const correctionMessages = {
  /** A mod is corrected through its original, never through one of its corrections. */
  correctionOfCorrection:
    'Dit is een correctie: pas de oorspronkelijke modificatie aan, dan wordt er een nieuwe correctie bij geschreven.',
  /** The effective amount (own + corrections) of a mod never goes below 0. */
  belowZero: (effective: number) =>
    `Een modificatie kan niet onder 0 gecorrigeerd worden: er staat nog ${fmt(effective)} op.`,
  unchanged: 'Het nieuwe aantal is gelijk aan het huidige: er is niets te corrigeren.',
  /** How a correction row names what it corrects (the screens pass the date as they show it). */
  correctionOf: (type: string, at: string, reason: string | null) =>
    `Correctie van ${type} van ${at}${reason ? `: ${reason}` : ''}`,
} as const;

/**
 * The reasons the cases write on the corrections that give a line's stock back, stored with the
 * correction, so the register says why an administration was withdrawn.
 */
export const correctionReasons = {
  lineRemoved: (reference: string, onSheet: boolean) =>
    `Lijn verwijderd uit ${onSheet ? 'een onderzoeksfiche van ' : ''}case ${reference}`,
  lineLowered: (reference: string, onSheet: boolean) =>
    `Hoeveelheid verlaagd in ${onSheet ? 'een onderzoeksfiche van ' : ''}case ${reference}`,
  caseDeleted: (reference: string) => `Case ${reference} verwijderd`,
} as const;

import type { ResearchSheet, SheetInformation } from '@stalboek/domain';
import { INVALID_DATE, nowOnStep } from '../../lib/dates.ts';
import { draftsOf, linesBody, type EditableLines } from '../treatment-lines/index.ts';
import type { Cyst } from './CystTable.tsx';

export type SheetDraft = {
  doctor: string;
  /** ISO date-time from the picker; '' when empty, INVALID_DATE for half-typed text. */
  researchDate: string;
  information: SheetInformation;
  cysts: Cyst[];
  lines: EditableLines;
};

export const EMPTY_INFORMATION: SheetInformation = {
  leftOvary: { follicles: [], tags: [] },
  rightOvary: { follicles: [], tags: [] },
  uterus: { rating: 0, content: { moist: null, type: null } },
  pregnant: { isPregnant: false, count: null },
};

const EMPTY_LINES: EditableLines = { protocols: [], labos: [], products: [] };

/**
 * A new sheet copies the ovaries and uterus of the case's last sheet, keeping of its follicles
 * only those with a tag (spec 01 §4); the pregnancy, cysts and lines start empty.
 */
/** A new sheet's form: `doctor` preselected (vetOfUser), the tagged findings of the last sheet. */
export function newSheetDraft(last: ResearchSheet | undefined, doctor = ''): SheetDraft {
  const tagged = (o: SheetInformation['leftOvary']) => ({
    follicles: o.follicles.filter((f) => f.follicleTag),
    tags: o.tags,
  });
  return {
    doctor,
    researchDate: nowOnStep().toISOString(), // on the picker's 5-minute step
    information: last
      ? {
          ...EMPTY_INFORMATION,
          leftOvary: tagged(last.information.leftOvary),
          rightOvary: tagged(last.information.rightOvary),
          uterus: last.information.uterus,
        }
      : EMPTY_INFORMATION,
    cysts: [],
    lines: EMPTY_LINES,
  };
}

export function savedSheetDraft(s: ResearchSheet): SheetDraft {
  return {
    doctor: s.doctor,
    researchDate: s.researchDate,
    information: s.information,
    cysts: s.cysts as Cyst[],
    lines: draftsOf(s),
  };
}

export function sheetBody(
  d: SheetDraft,
  ctx: { caseId: string; horseId: string; clientId: string | null },
) {
  return {
    case: ctx.caseId,
    horse: ctx.horseId,
    client: ctx.clientId,
    doctor: d.doctor,
    researchDate: new Date(d.researchDate).toISOString(),
    information: d.information,
    cysts: d.cysts,
    ...linesBody(d.lines),
  };
}

/** Save is disabled without a vet or with a date in the future (spec 01 §5). */
export function sheetErrors(d: SheetDraft) {
  const date = new Date(d.researchDate);
  return {
    doctor: d.doctor ? undefined : 'Dit veld is verplicht',
    researchDate: !d.researchDate
      ? 'Dit veld is verplicht'
      : d.researchDate === INVALID_DATE || Number.isNaN(date.getTime())
        ? 'Invalid date'
        : date.getTime() > Date.now() + 60_000
          ? 'De datum van het onderzoek kan niet in de toekomst liggen'
          : undefined,
  };
}

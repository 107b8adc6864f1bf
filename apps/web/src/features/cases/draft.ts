import {
  caseMsg,
  caseStudHorse,
  type CaseDetail,
  type CaseStatus,
  type CaseUpdateBody,
  type MainActivity,
} from '@stalboek/domain';
import { INVALID_DATE } from '../../lib/dates.ts';
import type { Ref } from '../../lib/refs.ts';
import { draftsOf, linesBody, type EditableLines } from '../treatment-lines/index.ts';

export type BoardingDraft = {
  _id?: string;
  billable: boolean;
  from: string | null;
  to: string | null;
  type: Ref | null;
  location: Ref | null;
};

/** What the case screen edits before 'Opslaan'. */
export type CaseDraft = {
  customer: Ref | null;
  extra: Ref | null;
  mainActivity: MainActivity;
  status: CaseStatus;
  pension: BoardingDraft[];
  lines: EditableLines;
};

export function draftOf(c: CaseDetail): CaseDraft {
  return {
    customer: c.customer,
    extra: c.extra,
    mainActivity: c.mainActivity,
    status: c.status,
    pension: c.pension.map((l) => ({
      _id: l._id,
      billable: l.billable,
      from: l.from,
      to: l.to,
      type: l.type ? { _id: l.type._id, name: l.type.name } : null,
      location: l.location,
    })),
    // The case's own lines; the sheets' lines are edited in their sheet.
    lines: draftsOf({
      protocols: c.protocols.filter((l) => !l.sheet),
      labos: c.labos.filter((l) => !l.sheet),
      products: c.products.filter((l) => !l.sheet),
    }),
  };
}

export function bodyOf(d: CaseDraft): CaseUpdateBody {
  return {
    customer: d.customer?._id ?? null,
    // Another main activity has no stud horse: a chosen one is not kept.
    extra: caseStudHorse(d.mainActivity, d.extra?._id ?? null),
    mainActivity: d.mainActivity,
    status: d.status,
    pension: d.pension.map((l) => ({
      ...(l._id ? { _id: l._id } : {}),
      billable: l.billable,
      from: l.from,
      to: l.to,
      type: l.type?._id ?? null,
      location: l.location?._id ?? null,
    })),
    ...linesBody(d.lines),
  } as CaseUpdateBody;
}

/** A boarding line's date problems: half-typed dates, and an end before the start (spec 01 §5). */
export function boardingErrors(l: BoardingDraft): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (l.from === INVALID_DATE) errors.from = 'Invalid date';
  if (l.to === INVALID_DATE) errors.to = 'Invalid date';
  else if (l.from && l.to && !errors.from && new Date(l.to) < new Date(l.from))
    errors.to = caseMsg.boardingEndBeforeStart;
  return errors;
}

/** 'Opslaan' waits until every boarding line's dates are sound. */
export const draftValid = (d: CaseDraft) =>
  d.pension.every((l) => Object.keys(boardingErrors(l)).length === 0);

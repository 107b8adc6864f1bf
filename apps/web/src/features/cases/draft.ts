import type { CaseDetail, CaseStatus, CaseUpdateBody, MainActivity } from '@stalboek/domain';
import type { Ref } from '../../components/form/RefAutocomplete.tsx';
import { draftsOf, linesBody, type EditableLines } from '../treatment-lines/types.ts';

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
    extra: d.extra?._id ?? null,
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

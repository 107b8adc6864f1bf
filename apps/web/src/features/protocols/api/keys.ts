import type { TreatmentKind } from '../kinds.ts';

/** Query keys of protocols ('protocol') and lab tests ('labo'); `all` covers lists and details. */
export const treatmentKeys = {
  all: (kind: TreatmentKind) => [kind.resource] as const,
  list: (kind: TreatmentKind, query: unknown) => [kind.resource, 'list', query] as const,
  detail: (kind: TreatmentKind, id: string) => [kind.resource, 'detail', id] as const,
  options: ['protocol-options'] as const,
};

import { laboKind, TreatmentFormPage } from '../protocols/index.ts';

/** /settings/labo/{id}: the lab-test form ('undefined' = new); accounts 707102 only. */
export default function LaboForm() {
  return <TreatmentFormPage kind={laboKind} />;
}

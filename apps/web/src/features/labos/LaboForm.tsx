import { TreatmentFormPage } from '../protocols/form/TreatmentFormPage.tsx';
import { laboKind } from '../protocols/kinds.ts';

/** /settings/labo/{id}: the lab-test form ('undefined' = new); accounts 707102 only. */
export default function LaboForm() {
  return <TreatmentFormPage kind={laboKind} />;
}

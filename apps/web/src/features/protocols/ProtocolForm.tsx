import { TreatmentFormPage } from './form/TreatmentFormPage.tsx';
import { protocolKind } from './kinds.ts';

/** /settings/protocol/{id}: the protocol form ('undefined' = new). */
export default function ProtocolForm() {
  return <TreatmentFormPage kind={protocolKind} />;
}

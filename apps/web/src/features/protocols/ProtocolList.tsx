import { protocolKind } from './kinds.ts';
import { TreatmentList } from './list/TreatmentList.tsx';

/** /settings/protocols: 'Protocollen'. */
export default function ProtocolList() {
  return <TreatmentList kind={protocolKind} />;
}

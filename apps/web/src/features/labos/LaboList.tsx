import { laboKind } from '../protocols/kinds.ts';
import { TreatmentList } from '../protocols/list/TreatmentList.tsx';

/** /settings/labos: 'Labo-onderzoeken' (the protocol list on /api/labo). */
export default function LaboList() {
  return <TreatmentList kind={laboKind} />;
}

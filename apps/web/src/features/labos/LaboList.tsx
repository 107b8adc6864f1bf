import { laboKind, TreatmentList } from '../protocols/index.ts';

/** /settings/labos: 'Labo-onderzoeken' (the protocol list on /api/labo). */
export default function LaboList() {
  return <TreatmentList kind={laboKind} />;
}

import { HorseListView } from '../list/HorseListView.tsx';
import { useQueryDefaults } from './useQueryDefaults.ts';

/** The menu's query of the report (spec 01 §2). */
export const DEATH_REPORT_DEFAULTS = { death: 'true' };

/** /report/death-horses?death=true: the dead horses with their date of death. */
export default function DeathHorsesReport() {
  const ready = useQueryDefaults(DEATH_REPORT_DEFAULTS);
  return ready ? <HorseListView variant="dead" /> : null;
}

import { HorseListView } from '../list/HorseListView.tsx';

/** /report/death-horses?death=true: the dead horses with their date of death. */
export default function DeathHorsesReport() {
  return <HorseListView variant="dead" />;
}

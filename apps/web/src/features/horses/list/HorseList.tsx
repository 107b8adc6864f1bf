import { HorseListView } from './HorseListView.tsx';

/** /horse (menu: /horse?aliveOnly=true): every horse, filtered by the URL. */
export default function HorseList() {
  return <HorseListView variant="all" />;
}

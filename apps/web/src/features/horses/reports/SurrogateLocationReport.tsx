import { HorseListView } from '../list/HorseListView.tsx';
import { useQueryDefaults } from './useQueryDefaults.ts';

/** The menu's query of the report (spec 01 §2). */
export const SURROGATE_REPORT_DEFAULTS = { type: 'Merrie', surrogate: 'true', aliveOnly: 'true' };

/**
 * /report/location?type=Merrie&surrogate=true&aliveOnly=true: surrogates grouped per location,
 * with a stable and a location select.
 */
export default function SurrogateLocationReport() {
  const ready = useQueryDefaults(SURROGATE_REPORT_DEFAULTS);
  return ready ? <HorseListView variant="surrogatesPerLocation" /> : null;
}

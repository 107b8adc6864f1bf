import { HorseListView } from '../list/HorseListView.tsx';

/** /report/location?type=Merrie&surrogate=true&aliveOnly=true: surrogates grouped per location. */
export default function SurrogateLocationReport() {
  return <HorseListView variant="surrogatesPerLocation" />;
}

import { useLocation } from 'react-router';
import { NotFound } from '../../components/NotFound.tsx';
import { paths } from '../../lib/paths.ts';

/** A path the app does not know (mistyped, an old bookmark): says so, with the way home. */
export default function PageNotFound() {
  const { pathname } = useLocation();
  return (
    <NotFound title="Pagina niet gevonden" backTo={paths.home} backLabel="Terug naar start">
      Stalboek heeft geen pagina op {pathname}. Kies een scherm in het menu of ga terug naar de
      start.
    </NotFound>
  );
}

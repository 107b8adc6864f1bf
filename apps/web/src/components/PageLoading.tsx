import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a page's bundle loads. */
export function PageLoading() {
  return <LinearProgress aria-label="Pagina wordt geladen" />;
}

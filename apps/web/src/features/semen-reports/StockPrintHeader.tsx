import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COMPANY, brusselsDay } from '@stalboek/domain';
import type { RefSource } from '../../lib/refs.ts';
import { ownerSource, stallionSource } from './stockReportSources.ts';

/** The name of a chosen id: the same query as its filter's (RefFilter), so it is asked once. */
function useRefName(source: RefSource, id: string) {
  return useQuery({
    queryKey: [source.key, 'ref', id],
    queryFn: ({ signal }) => source.byId(id, signal),
    staleTime: Infinity,
    meta: { silentError: true },
  }).data?.name;
}

/** On paper only: whose stock this is, of which stallion, from which centre, on which day. */
export function StockPrintHeader({ owner, stallion }: { owner: string; stallion: string }) {
  const ownerName = useRefName(ownerSource, owner);
  const stallionName = useRefName(stallionSource, stallion);
  const [y, m, d] = brusselsDay(new Date()).split('-');
  return (
    <Box sx={{ display: 'none', displayPrint: 'block', mb: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {COMPANY.name} — Spermastock
      </Typography>
      <Typography variant="body2">
        Klant: {ownerName ?? ''} · Hengst: {stallionName ?? ''} · Datum: {`${d}/${m}/${y}`}
      </Typography>
    </Box>
  );
}

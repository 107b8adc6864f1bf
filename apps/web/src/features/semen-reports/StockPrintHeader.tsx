import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COMPANY, brusselsDay } from '@stalboek/domain';
import type { RefSource } from '../../lib/refs.ts';

/** One chosen filter the printout names: its label, the id in the URL, where its name comes from. */
export type PrintHeaderRef = { label: string; id: string; source: RefSource };

/** The name of a chosen id: the same query as its filter's (RefFilter), so it is asked once. */
function RefName({ source, id }: { source: RefSource; id: string }) {
  const name = useQuery({
    queryKey: [source.key, 'ref', id],
    queryFn: ({ signal }) => source.byId(id, signal),
    staleTime: Infinity,
    meta: { silentError: true },
  }).data?.name;
  return <>{name ?? ''}</>;
}

export type StockPrintHeaderProps = {
  /** What the stock is of ('Spermastock', 'ICSI stock'). */
  title: string;
  refs: readonly PrintHeaderRef[];
  /** Further filters as label and text ('Periode', '01/01/2026 – 31/03/2026'). */
  details?: readonly [string, string][];
};

/** On paper only: whose stock this is, of which horse, from which centre, on which day. */
export function StockPrintHeader({ title, refs, details = [] }: StockPrintHeaderProps) {
  const [y, m, d] = brusselsDay(new Date()).split('-');
  const parts = [
    ...refs.map((r) => (
      <span key={r.label}>
        {r.label}: <RefName source={r.source} id={r.id} />
      </span>
    )),
    ...details.map(([label, text]) => <span key={label}>{`${label}: ${text}`}</span>),
    <span key="Datum">{`Datum: ${d}/${m}/${y}`}</span>,
  ];
  return (
    <Box sx={{ display: 'none', displayPrint: 'block', mb: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {COMPANY.name} — {title}
      </Typography>
      <Typography variant="body2">
        {parts.flatMap((part, i) => (i === 0 ? [part] : [' · ', part]))}
      </Typography>
    </Box>
  );
}

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuro } from '../../lib/format.ts';

/** The remaining buy and sell value of the whole filtered list (not only the page shown). */
export function StockTotals({ buy, sell }: { buy: number | undefined; sell: number | undefined }) {
  const item = (label: string, value: number | undefined) => (
    <Stack aria-label={label} role="group">
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value === undefined ? '…' : formatEuro(value)}
      </Typography>
    </Stack>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={6}>
        {item('Totale resterende aankoopwaarde', buy)}
        {item('Totale resterende verkoopwaarde', sell)}
      </Stack>
    </Paper>
  );
}

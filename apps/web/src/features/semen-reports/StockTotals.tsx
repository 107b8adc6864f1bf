import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StockReportResult } from './api/useStockReport.ts';

type Calculations = NonNullable<StockReportResult['calculations']>;

/** Under a stock report's table: its totals, each a label and a number. */
export function TotalsList({ totals }: { totals: readonly [string, number][] }) {
  return (
    <Box
      component="dl"
      aria-label="Totalen"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, mt: 2, mb: 0, breakInside: 'avoid' }}
    >
      {totals.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** The straws of every lot of the semen report, at the start, now and gone. */
export function StockTotals({ calculations }: { calculations: Calculations }) {
  return (
    <TotalsList
      totals={[
        ['Totaal initieel', calculations.total_init_inventory],
        ['Totaal huidig', calculations.total_curr_inventory],
        ['Totale stockvermindering', calculations.total_stock_reduction],
      ]}
    />
  );
}

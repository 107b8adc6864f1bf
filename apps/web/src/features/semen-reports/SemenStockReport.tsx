import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useStockReport } from './api/useStockReport.ts';
import { PrintStyles } from './PrintStyles.tsx';
import { StockPrintHeader } from './StockPrintHeader.tsx';
import { StockReportFilters } from './StockReportFilters.tsx';
import { ownerSource, stallionSource } from './stockReportSources.ts';
import { StockReportTable } from './StockReportTable.tsx';
import { StockTotals } from './StockTotals.tsx';

export const CHOOSE_TEXT = 'Selecteer een klant of een hengst voor het rapport';
export const EMPTY_TEXT = 'Geen stock gevonden';

/**
 * /report/semen-stock 'Stock rapport genereren' (spec 02 §2): the lots of a customer (owner)
 * and/or a stallion, all of them, by production date, with the report's totals; the stock
 * modifications under each lot on request. Nothing is asked before an owner or a stallion is
 * chosen; it prints once both are. Owner, stallion and the toggle live in the URL.
 */
export default function SemenStockReport() {
  const [params, setParams] = useSearchParams();
  const owner = params.get('owner') ?? undefined;
  const stallion = params.get('stallion') ?? undefined;
  const showModifications = params.get('mods') === 'true';
  const report = useStockReport({ owner, stallion, modifications: showModifications });
  const lots = report.data?.results ?? [];
  const modifications = new Map(lots.map((l) => [l._id, l.modifications ?? []] as const));
  const set = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const chosen = Boolean(owner || stallion);
  return (
    <>
      <PrintStyles />
      <Box sx={{ displayPrint: 'none' }}>
        <PageHeader
          title="Stock rapport genereren"
          actions={
            owner && stallion ? (
              <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                Afdrukken
              </Button>
            ) : undefined
          }
        />
      </Box>
      <StockReportFilters
        owner={owner}
        stallion={stallion}
        showModifications={showModifications}
        onChange={set}
        onShowModifications={(on) => set('mods', on ? 'true' : undefined)}
      />
      {owner && stallion ? (
        <StockPrintHeader
          title="Spermastock"
          refs={[
            { label: 'Klant', id: owner, source: ownerSource },
            { label: 'Hengst', id: stallion, source: stallionSource },
          ]}
        />
      ) : null}
      {!chosen ? (
        <Typography color="text.secondary">{CHOOSE_TEXT}</Typography>
      ) : report.isError ? null : report.isPending ? (
        <LinearProgress aria-label="Stock rapport wordt geladen" />
      ) : lots.length === 0 ? (
        <Typography color="text.secondary">{EMPTY_TEXT}</Typography>
      ) : (
        <>
          <Paper
            variant="outlined"
            sx={{ overflowX: 'auto', '@media print': { border: 0, overflow: 'visible' } }}
          >
            <StockReportTable
              lots={lots}
              modifications={showModifications ? modifications : undefined}
            />
          </Paper>
          {report.data?.calculations ? (
            <StockTotals calculations={report.data.calculations} />
          ) : null}
        </>
      )}
    </>
  );
}

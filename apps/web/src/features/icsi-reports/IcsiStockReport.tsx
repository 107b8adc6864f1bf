import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { EMBRYO_HISTORY_LABELS } from '@stalboek/domain';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate } from '../../lib/format.ts';
import { PrintStyles, StockPrintHeader, TotalsList } from '../semen-reports/index.ts';
import { useIcsiStockReport } from './api/useIcsiStockReport.ts';
import { IcsiStockFilters } from './IcsiStockFilters.tsx';
import type { IcsiStockFilterKey } from './IcsiStockFilters.tsx';
import { IcsiStockTable } from './IcsiStockTable.tsx';
import { mareSource, ownerSource, scopeOf, totalsOf } from './stockReport.ts';
import type { IcsiStockScope } from './stockReport.ts';

export const TITLE = 'ICSI stock rapport';
export const CHOOSE_TEXT = 'Selecteer een klant & een paard voor het rapport';
export const EMPTY_TEXT = 'Geen stock gevonden';

/** The filters beyond customer and mare, as the printout names them. */
function printDetails(scope: IcsiStockScope): [string, string][] {
  const day = (d: string | undefined) => (d ? formatDate(`${d}T12:00:00`) : '…');
  const details: [string, string][] = [];
  if (scope.types.length > 0)
    details.push(['Type', scope.types.map((t) => EMBRYO_HISTORY_LABELS[t]).join(', ')]);
  if (scope.from || scope.to) details.push(['Periode', `${day(scope.from)} – ${day(scope.to)}`]);
  return details;
}

/**
 * /report/icsi-stock 'ICSI stock rapport' (spec 02 §2): the imports, transfers and exports of the
 * embryos of a customer (owner) and/or a donor mare, by type and date range, with a total per
 * type. Nothing is asked before a customer or a mare is chosen; it prints once both are. Every
 * filter lives in the URL.
 */
export default function IcsiStockReport() {
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params);
  const report = useIcsiStockReport(scope);
  const rows = report.data?.results ?? [];
  const set = (key: IcsiStockFilterKey, value: string | string[] | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(key);
      for (const v of Array.isArray(value) ? value : [value]) if (v) next.append(key, v);
      return next;
    });
  const both = Boolean(scope.owner && scope.mare);
  const chosen = Boolean(scope.owner || scope.mare);
  return (
    <>
      <PrintStyles />
      <Box sx={{ displayPrint: 'none' }}>
        <PageHeader
          title={TITLE}
          actions={
            both ? (
              <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
                Afdrukken
              </Button>
            ) : undefined
          }
        />
      </Box>
      <IcsiStockFilters scope={scope} onChange={set} />
      {scope.owner && scope.mare ? (
        <StockPrintHeader
          title="ICSI stock"
          refs={[
            { label: 'Klant', id: scope.owner, source: ownerSource },
            { label: 'Merrie', id: scope.mare, source: mareSource },
          ]}
          details={printDetails(scope)}
        />
      ) : null}
      {!chosen ? (
        <Typography color="text.secondary">{CHOOSE_TEXT}</Typography>
      ) : report.isError ? null : report.isPending ? (
        <LinearProgress aria-label="ICSI stock rapport wordt geladen" />
      ) : rows.length === 0 ? (
        // Spec 02: 'Geen stock gevonden' once both are chosen, else the call to choose both.
        <Typography color="text.secondary">{both ? EMPTY_TEXT : CHOOSE_TEXT}</Typography>
      ) : (
        <>
          <Paper
            variant="outlined"
            sx={{ overflowX: 'auto', '@media print': { border: 0, overflow: 'visible' } }}
          >
            <IcsiStockTable rows={rows} />
          </Paper>
          {report.data ? (
            <TotalsList totals={totalsOf(report.data.calculations, scope.types)} />
          ) : null}
        </>
      )}
    </>
  );
}

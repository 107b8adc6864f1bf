import { useQuery } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InvoicePreview } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { formatAmount, formatEuro } from '../../lib/format.ts';
import { caseKeys } from './api/keys.ts';

/** The case overview's invoice preview: the lines the invoicing module will send, with totals. */
export function InvoicePreviewPanel({ caseId }: { caseId: string }) {
  const { data, isLoading } = useQuery({
    queryKey: [...caseKeys.detail(caseId), 'invoice-preview'],
    queryFn: ({ signal }) =>
      apiFetch<InvoicePreview>(`/api/case/${caseId}/invoice-preview`, { signal }),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="preview-title">
      <Typography variant="h6" component="h2" id="preview-title">
        Factuurvoorbeeld
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Wat deze case zou aanrekenen. Factureren komt met de facturatiemodule.
      </Typography>
      {isLoading ? null : !data?.lines.length ? (
        <Typography color="text.secondary">Niets te factureren</Typography>
      ) : (
        <Table size="small" aria-labelledby="preview-title">
          <TableHead>
            <TableRow>
              <TableCell>Omschrijving</TableCell>
              <TableCell align="right">Aantal</TableCell>
              <TableCell align="right">Eenheidsprijs</TableCell>
              <TableCell align="right">BTW</TableCell>
              <TableCell align="right">Excl. BTW</TableCell>
              <TableCell align="right">Incl. BTW</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell>{l.description}</TableCell>
                <TableCell align="right">{formatAmount(l.quantity)}</TableCell>
                <TableCell align="right">{formatEuro(l.unitPrice)}</TableCell>
                <TableCell align="right">{l.tax} %</TableCell>
                <TableCell align="right">{formatEuro(l.net)}</TableCell>
                <TableCell align="right">{formatEuro(l.gross)}</TableCell>
              </TableRow>
            ))}
            {data.totals.perRate.map((r) => (
              <TableRow key={r.tax}>
                <TableCell colSpan={4} align="right">
                  BTW {r.tax} % op {formatEuro(r.net)}
                </TableCell>
                <TableCell align="right" colSpan={2}>
                  {formatEuro(r.taxAmount)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={4} align="right">
                <strong>Totaal</strong>
              </TableCell>
              <TableCell align="right">
                <strong>{formatEuro(data.totals.net)}</strong>
              </TableCell>
              <TableCell align="right">
                <strong>{formatEuro(data.totals.gross)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

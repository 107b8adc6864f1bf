import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StockMod } from '@stalboek/domain';
import { formatDateTime } from '../../lib/format.ts';
import { modAmount } from './modText.ts';

/**
 * The history of one mod: the original as it was recorded, then each correction with who, when
 * and why, and what the mod stands at now (original + corrections).
 */
export function ModHistory({
  original,
  corrections,
}: {
  original: StockMod;
  corrections: StockMod[] | undefined;
}) {
  return (
    <>
      <Table size="small" aria-label="Geschiedenis van de modificatie" sx={{ mb: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Datum</TableCell>
            <TableCell>Door</TableCell>
            <TableCell align="right">Aantal</TableCell>
            <TableCell>Reden</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{formatDateTime(original.createdAt)}</TableCell>
            <TableCell>{original.createdBy ?? ''}</TableCell>
            <TableCell align="right">{modAmount(original)}</TableCell>
            <TableCell>Oorspronkelijke registratie</TableCell>
          </TableRow>
          {(corrections ?? []).map((c) => (
            <TableRow key={c._id}>
              <TableCell>{formatDateTime(c.createdAt)}</TableCell>
              <TableCell>{c.createdBy ?? ''}</TableCell>
              <TableCell align="right">{modAmount(c)}</TableCell>
              <TableCell>{c.reason ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {corrections ? null : (
        <Typography variant="body2" color="text.secondary">
          Correcties laden…
        </Typography>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** The one row a small table shows when it has nothing: its empty text, across every column. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

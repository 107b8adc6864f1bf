import { useState } from 'react';
import TablePagination from '@mui/material/TablePagination';

/** Small tables inside a screen show 5 rows a page (spec 01 §9). */
export const EMBEDDED_PAGE_SIZE = 5;

/**
 * The rows of the current page of a small table, and where that page starts. When a row is added
 * the table turns to the last page, so that the new row is in sight.
 */
export function useEmbeddedPage<T>(rows: readonly T[], size = EMBEDDED_PAGE_SIZE) {
  const [page, setPage] = useState(0);
  const [seen, setSeen] = useState(rows.length);
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  if (rows.length !== seen) {
    setSeen(rows.length);
    if (rows.length > seen) setPage(last);
  }
  const current = Math.min(page, last);
  return {
    page: current,
    setPage,
    offset: current * size,
    visible: rows.slice(current * size, current * size + size),
  };
}

/**
 * The footer of a small table, shown once the rows fill a page: 5 rows a page, or the boarding
 * table's 10, whose footer is hidden below 10 (spec 01 §9) — a row is never out of reach. `from`
 * shows it from that many rows instead (0: always).
 */
export function EmbeddedPagination(props: {
  count: number;
  page: number;
  onPage: (page: number) => void;
  size?: number;
  from?: number;
}) {
  const size = props.size ?? EMBEDDED_PAGE_SIZE;
  if (props.count < (props.from ?? size)) return null;
  return (
    <TablePagination
      component="div"
      count={props.count}
      page={props.page}
      rowsPerPage={size}
      rowsPerPageOptions={[size]}
      onPageChange={(_e, page) => props.onPage(page)}
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} van ${count}`}
    />
  );
}

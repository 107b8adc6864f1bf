import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { EmbeddedPagination, useEmbeddedPage } from '../../components/list/EmbeddedPagination.tsx';
import { formatDate } from '../../lib/format.ts';
import { EmptyRow } from '../../components/list/EmptyRow.tsx';

export type LineRow = {
  key: string;
  name: string;
  detail: string;
  date: string;
  amount: number;
  billable: boolean;
  /** Step and bounds of the amount field. */
  step: number;
  min: number;
  max?: number;
};

/**
 * The amount of one line: a number within the row's bounds. It reaches `onAmount` as it is typed,
 * or — `commitOnBlur` (an invoiced sheet saves each change) — once the field is left or Enter
 * is pressed. Text outside the bounds is shown in error and never sent.
 */
function AmountField(props: {
  row: LineRow;
  commitOnBlur: boolean;
  onAmount: (amount: number) => void;
}) {
  const { row } = props;
  const [text, setText] = useState(String(row.amount));
  useEffect(() => setText(String(row.amount)), [row.amount]);
  const valid = (v: string) =>
    v.trim() !== '' && Number(v) >= row.min && (row.max === undefined || Number(v) <= row.max);
  const commit = () => {
    if (valid(text) && Number(text) !== row.amount) props.onAmount(Number(text));
    else if (!valid(text)) setText(String(row.amount));
  };
  return (
    <TextField
      type="number"
      size="small"
      value={text}
      error={!valid(text)}
      onChange={(e) => {
        setText(e.target.value);
        if (!props.commitOnBlur && valid(e.target.value)) props.onAmount(Number(e.target.value));
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && props.commitOnBlur) commit();
      }}
      slotProps={{
        htmlInput: {
          min: row.min,
          max: row.max,
          step: row.step,
          'aria-label': `Aantal ${row.name}`,
        },
      }}
    />
  );
}

/** One small table of lines: name, details, date, editable amount, delete. */
export function LineTable(props: {
  title: string;
  addLabel: string;
  empty: string;
  rows: LineRow[];
  canAdd: boolean;
  canDelete: boolean;
  canEditAmount: boolean;
  /** Amounts reach onAmount when the field is left (each change is saved at once). */
  commitAmountOnBlur?: boolean;
  onAdd: () => void;
  onAmount: (index: number, amount: number) => void;
  onDelete: (index: number) => void;
  extra?: ReactNode;
}) {
  const titleId = `lines-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  const paging = useEmbeddedPage(props.rows);
  return (
    <section aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
        <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        {props.canAdd && (
          <Button size="small" startIcon={<AddIcon />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        )}
      </Stack>
      <Table size="small" aria-labelledby={titleId} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell>Naam</TableCell>
            <TableCell>Details</TableCell>
            <TableCell>Datum</TableCell>
            <TableCell sx={{ width: 120 }}>Aantal</TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.length === 0 && <EmptyRow colSpan={5}>{props.empty}</EmptyRow>}
          {paging.visible.map((r, j) => {
            const i = paging.offset + j;
            return (
              <TableRow key={r.key}>
                <TableCell>
                  {r.name}
                  {!r.billable && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      Gefactureerd
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{r.detail}</TableCell>
                <TableCell>{formatDate(r.date)}</TableCell>
                <TableCell>
                  {props.canEditAmount ? (
                    <AmountField
                      row={r}
                      commitOnBlur={props.commitAmountOnBlur ?? false}
                      onAmount={(n) => props.onAmount(i, n)}
                    />
                  ) : (
                    r.amount
                  )}
                </TableCell>
                <TableCell>
                  {props.canDelete && r.billable && (
                    <IconButton
                      aria-label={`${r.name} verwijderen`}
                      onClick={() => props.onDelete(i)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <EmbeddedPagination count={props.rows.length} page={paging.page} onPage={paging.setPage} />
      {props.extra}
    </section>
  );
}

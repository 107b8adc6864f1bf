import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
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
import { boardingLineComplete } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { EmbeddedPagination, useEmbeddedPage } from '../../components/list/EmbeddedPagination.tsx';
import { boardingErrors, type BoardingDraft } from './draft.ts';
import { EmptyRow } from '../../components/list/EmptyRow.tsx';
import { DateInput } from '../../components/form/DateInput.tsx';

/** The boarding table pages by 10; its footer is hidden below 10 lines (spec 01 §9). */
const BOARDING_PAGE_SIZE = 10;

/**
 * The case's boarding lines (spec 01 'Case detail'): select (only billable complete lines), type,
 * location, 'Aankomst', 'Vertrek'. The end cannot be before the start.
 */
export function BoardingTable(props: {
  lines: BoardingDraft[];
  horseType: string;
  readOnly: boolean;
  onChange: (next: BoardingDraft[]) => void;
}) {
  const { lines, onChange, readOnly } = props;
  // What 'Tussentijds factureren' will invoice; the invoicing issue lifts it to the case screen.
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const pensions = useQuery({
    queryKey: ['pensions', 'availableFor', props.horseType],
    queryFn: ({ signal }) =>
      apiFetch<{ results: { _id: string; name: string }[] }>('/api/pension', {
        query: { availableFor: props.horseType },
        signal,
      }),
  });
  const paging = useEmbeddedPage(lines, BOARDING_PAGE_SIZE);
  const set = (i: number, patch: Partial<BoardingDraft>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <section aria-labelledby="boarding-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3 }}>
        <Typography variant="subtitle1" component="h3" id="boarding-title" sx={{ fontWeight: 600 }}>
          Pension
        </Typography>
        {!readOnly && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => {
              onChange([
                ...lines,
                { billable: true, from: null, to: null, type: null, location: null },
              ]);
            }}
          >
            Pensionlijn toevoegen
          </Button>
        )}
      </Stack>
      <Table size="small" aria-labelledby="boarding-title">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Type</TableCell>
            <TableCell>Locatie</TableCell>
            <TableCell>Aankomst</TableCell>
            <TableCell>Vertrek</TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.length === 0 && <EmptyRow colSpan={6}>Geen pension gevonden</EmptyRow>}
          {paging.visible.map((l, j) => {
            const i = paging.offset + j;
            const errors = boardingErrors(l);
            const selectable =
              l.billable &&
              boardingLineComplete({ ...l, type: l.type?._id }) &&
              Object.keys(errors).length === 0;
            return (
              <TableRow key={l._id ?? `new-${i}`}>
                <TableCell padding="checkbox">
                  <Checkbox
                    disabled={!selectable}
                    checked={selectable && selected.has(i)}
                    onChange={(e) => {
                      const next = new Set(selected);
                      if (e.target.checked) next.add(i);
                      else next.delete(i);
                      setSelected(next);
                    }}
                    slotProps={{ input: { 'aria-label': `Pensionlijn ${i + 1} selecteren` } }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    label="Type"
                    value={l.type?._id ?? ''}
                    disabled={readOnly}
                    onChange={(e) => {
                      const p = pensions.data?.results.find((r) => r._id === e.target.value);
                      set(i, { type: p ? { _id: p._id, name: p.name } : null });
                    }}
                    sx={{ minWidth: 180 }}
                  >
                    {(pensions.data?.results ?? (l.type ? [l.type] : [])).map((p) => (
                      <MenuItem key={p._id} value={p._id}>
                        {p.name}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>{l.location?.name ?? '-'}</TableCell>
                <TableCell>
                  <DateInput
                    size="small"
                    label="Aankomst"
                    value={l.from}
                    disabled={readOnly}
                    error={errors.from}
                    onChange={(from) => set(i, { from })}
                  />
                </TableCell>
                <TableCell>
                  <DateInput
                    size="small"
                    label="Vertrek"
                    value={l.to}
                    disabled={readOnly}
                    error={errors.to}
                    onChange={(to) => set(i, { to })}
                  />
                </TableCell>
                <TableCell>
                  {!readOnly && (
                    <IconButton
                      aria-label={`Pensionlijn ${i + 1} verwijderen`}
                      onClick={() => onChange(lines.filter((_, j) => j !== i))}
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
      <EmbeddedPagination
        count={lines.length}
        page={paging.page}
        onPage={paging.setPage}
        size={BOARDING_PAGE_SIZE}
      />
    </section>
  );
}

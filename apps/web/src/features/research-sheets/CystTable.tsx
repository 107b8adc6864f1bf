import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { nextTag } from './OvaryTable.tsx';
import { EmptyRow } from '../../components/list/EmptyRow.tsx';
import { ChoiceCell, SizeCell } from './cells.tsx';

export type Cyst = { id: string; size: number; position: 'Boven' | 'Onder' | null };

/** The cysts seen at this examination: '#n', size in mm, position. */
export function CystTable(props: {
  value: Cyst[];
  positions: string[];
  readOnly: boolean;
  onChange: (next: Cyst[]) => void;
}) {
  const { value, onChange, readOnly } = props;
  const set = (i: number, patch: Partial<Cyst>) =>
    onChange(value.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <section aria-labelledby="cysts-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3" id="cysts-title" sx={{ fontWeight: 600 }}>
          Cysten
        </Typography>
        {!readOnly && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() =>
              onChange([...value, { id: nextTag(value.map((c) => c.id)), size: 0, position: null }])
            }
          >
            Cyste toevoegen
          </Button>
        )}
      </Stack>
      <Table size="small" aria-labelledby="cysts-title">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Grootte (mm)</TableCell>
            <TableCell>Positie</TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {value.length === 0 && <EmptyRow colSpan={4}>Geen cysten</EmptyRow>}
          {value.map((c, i) => (
            <TableRow key={c.id}>
              <TableCell>{c.id}</TableCell>
              <SizeCell
                label={`Grootte cyste ${c.id}`}
                value={c.size}
                disabled={readOnly}
                onChange={(size) => set(i, { size })}
              />
              <ChoiceCell
                label={`Positie cyste ${c.id}`}
                value={c.position}
                emptyLabel="-"
                options={props.positions}
                disabled={readOnly}
                minWidth={140}
                onChange={(position) => set(i, { position: position as Cyst['position'] })}
              />
              <TableCell>
                {!readOnly && (
                  <IconButton
                    aria-label={`Cyste ${c.id} verwijderen`}
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

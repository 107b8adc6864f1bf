import Button from '@mui/material/Button';
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
import { EmptyRow } from '../../components/list/EmptyRow.tsx';
import { ChoiceCell, SizeCell } from './cells.tsx';

export type Follicle = { follicle: string; size: number; follicleTag: string | null };
export type Ovary = { follicles: Follicle[]; tags: string[] };

/** The next free '#n' of a list of '#1', '#2', … */
export function nextTag(ids: string[]): string {
  const max = ids.reduce((m, id) => Math.max(m, Number(id.slice(1)) || 0), 0);
  return `#${max + 1}`;
}

/** One ovary: follicles ('#n', size in mm, tag) and the ovary's tags. A new row has size 0. */
export function OvaryTable(props: {
  title: string;
  value: Ovary;
  follicleTags: string[];
  ovaryTags: string[];
  readOnly: boolean;
  onChange: (next: Ovary) => void;
}) {
  const { value, onChange, readOnly, title } = props;
  const setRow = (i: number, patch: Partial<Follicle>) =>
    onChange({
      ...value,
      follicles: value.follicles.map((f, j) => (j === i ? { ...f, ...patch } : f)),
    });
  const id = `ovary-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3" id={id} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {!readOnly && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() =>
              onChange({
                ...value,
                follicles: [
                  ...value.follicles,
                  {
                    follicle: nextTag(value.follicles.map((f) => f.follicle)),
                    size: 0,
                    follicleTag: null,
                  },
                ],
              })
            }
          >
            Follikel toevoegen
          </Button>
        )}
      </Stack>
      <TextField
        select
        size="small"
        label={`Tags ${title.toLowerCase()}`}
        value={value.tags}
        disabled={readOnly}
        onChange={(e) => {
          const v = e.target.value as unknown;
          onChange({ ...value, tags: Array.isArray(v) ? v.map(String) : String(v).split(',') });
        }}
        slotProps={{ select: { multiple: true } }}
        sx={{ my: 1, minWidth: 240 }}
      >
        {props.ovaryTags.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <Table size="small" aria-labelledby={id}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Grootte (mm)</TableCell>
            <TableCell>Tag</TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {value.follicles.length === 0 && <EmptyRow colSpan={4}>Geen follikels</EmptyRow>}
          {value.follicles.map((f, i) => (
            <TableRow key={f.follicle}>
              <TableCell>{f.follicle}</TableCell>
              <SizeCell
                label={`Grootte ${title} ${f.follicle}`}
                value={f.size}
                disabled={readOnly}
                onChange={(size) => setRow(i, { size })}
              />
              <ChoiceCell
                label={`Tag ${title} ${f.follicle}`}
                value={f.follicleTag}
                emptyLabel="Geen"
                options={props.follicleTags}
                disabled={readOnly}
                minWidth={180}
                onChange={(follicleTag) => setRow(i, { follicleTag })}
              />
              <TableCell>
                {!readOnly && (
                  <IconButton
                    aria-label={`${title} ${f.follicle} verwijderen`}
                    onClick={() =>
                      onChange({ ...value, follicles: value.follicles.filter((_, j) => j !== i) })
                    }
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

import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';

/** The '{noun} toevoegen' button under a list of rows. */
export function AddRowButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <div>
      <Button startIcon={<AddIcon />} onClick={onAdd}>
        {label}
      </Button>
    </div>
  );
}

/** A sub-section of the advanced configuration: a heading, its rows, an add button. */
export function SubSection({
  title,
  children,
  addLabel,
  onAdd,
}: {
  title: string;
  children: ReactNode;
  /** Rows are added with '{addLabel}' (a section of fixed rows has none). */
  addLabel?: string;
  onAdd?: () => void;
}) {
  return (
    <Stack component="section" aria-label={title} spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
      {addLabel && onAdd ? <AddRowButton label={addLabel} onAdd={onAdd} /> : null}
    </Stack>
  );
}

/** Removes row `index` of a list: '{noun} verwijderen', named '{noun} {n} verwijderen'. */
export function RemoveRowButton(props: { noun: string; index: number; onRemove: () => void }) {
  return (
    <Tooltip title={`${props.noun} verwijderen`}>
      <IconButton
        aria-label={`${props.noun} ${props.index + 1} verwijderen`}
        onClick={props.onRemove}
      >
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  );
}

/** The message of a whole row (e.g. a duplicate), under the row. */
export function RowError({ message }: { message: string | undefined }) {
  return message ? (
    <Typography variant="caption" color="error" role="alert">
      {message}
    </Typography>
  ) : null;
}

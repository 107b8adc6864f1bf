import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

/** One icon button of a row, its tooltip and its accessible name. */
export function RowAction(props: {
  title: string;
  /** The accessible name when it says more than the tooltip ('A-Box 1 bewerken'). */
  label?: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={props.title}>
      <IconButton
        aria-label={props.label ?? props.title}
        onClick={props.onClick}
        disabled={props.disabled}
      >
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

/** A row's 'Bewerken' and 'Verwijderen'; with `name` their labels name the row ('Echografie bewerken'). */
export function EditDeleteActions(props: {
  name?: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { name } = props;
  return (
    <>
      <RowAction
        title="Bewerken"
        label={name === undefined ? undefined : `${name} bewerken`}
        icon={<EditIcon />}
        onClick={props.onEdit}
      />
      <RowAction
        title="Verwijderen"
        label={name === undefined ? undefined : `${name} verwijderen`}
        icon={<DeleteIcon />}
        onClick={props.onDelete}
      />
    </>
  );
}

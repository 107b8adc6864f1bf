import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useContainerChoices } from '../containers/index.ts';
import { tubeOptions } from './labels.ts';

export type ContainerTubeFilterProps = {
  /** The chosen container's id and tube as the URL keeps them. */
  container: string | undefined;
  tube: string | undefined;
  /** Another container starts without a tube. */
  onChange: (next: { container: string | undefined; tube: string | undefined }) => void;
};

/** A list's container filter, and its tube filter once a container is chosen (spec 02 §2). */
export function ContainerTubeFilter({ container, tube, onChange }: ContainerTubeFilterProps) {
  const containers = useContainerChoices();
  const chosen = containers.data?.find((c) => c._id === container);
  return (
    <>
      <TextField
        select
        size="small"
        label="Vat"
        value={chosen ? container : ''}
        onChange={(event) =>
          onChange({ container: event.target.value || undefined, tube: undefined })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">Alle</MenuItem>
        {(containers.data ?? []).map((c) => (
          <MenuItem key={c._id} value={c._id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {chosen ? (
        <TextField
          select
          size="small"
          label="Koker"
          value={tube ?? ''}
          onChange={(event) => onChange({ container, tube: event.target.value || undefined })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">Alle</MenuItem>
          {tubeOptions(chosen.available_places).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </>
  );
}

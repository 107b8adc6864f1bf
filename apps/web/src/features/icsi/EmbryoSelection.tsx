import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { icsiMsg } from '@stalboek/domain';
import type { EmbryoSelection as Selection } from './useEmbryoSelection.ts';

export type EmbryoSelectionProps = {
  selection: Selection;
  /** The server's refusal of the chosen embryos (400 `body.embryoCodes`). */
  serverError: string | null;
};

/**
 * "Embryo's" of a new lot (spec 02 §2, §4): the embryos its code and amount make, each with a
 * checkbox, all selected at first; 'Alles selecteren' and 'Alles deselecteren'.
 */
export function EmbryoSelection({ selection, serverError }: EmbryoSelectionProps) {
  const { codes, selected } = selection;
  if (codes.length === 0) {
    return (
      <Typography color="text.secondary">
        Vul een code en een aantal in: de embryo&apos;s van het lot verschijnen hier.
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>
          {selected.length} van {codes.length} geselecteerd
        </Typography>
        <Button
          size="small"
          onClick={selection.selectAll}
          disabled={selected.length === codes.length}
        >
          Alles selecteren
        </Button>
        <Button size="small" onClick={selection.deselectAll} disabled={selected.length === 0}>
          Alles deselecteren
        </Button>
      </Stack>
      <FormGroup row role="group" aria-label="Embryo's">
        {codes.map((code) => (
          <FormControlLabel
            key={code}
            label={code}
            control={
              <Checkbox
                checked={selection.isSelected(code)}
                onChange={() => selection.toggle(code)}
              />
            }
          />
        ))}
      </FormGroup>
      {selected.length === 0 ? <Alert severity="warning">{icsiMsg.noEmbryos}</Alert> : null}
      {serverError ? <Alert severity="error">{serverError}</Alert> : null}
    </Stack>
  );
}

import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ClearIcon from '@mui/icons-material/Clear';
import { chosenImplantationDate, storedImplantationDate } from '@stalboek/domain';
import type { Horse } from '@stalboek/domain';
import { useFeedback } from '../../../lib/feedback.ts';
import { useSaveHorse } from '../api/useSaveHorse.ts';
import { INVALID_DATE } from '../../../lib/dates.ts';
import { DateInput } from '../../../components/form/DateInput.tsx';
import { horseBodyWith } from '../horseBody.ts';

/** A typed year below this is still being typed (0002, 0020, 0202): not saved yet. */
const MIN_YEAR = 1990;

/**
 * 'Implantatie (45 dagen)': the chosen date, saved 37 days later (spec 01 §4), so the stored
 * date minus 37 days is shown. The clear button empties it.
 */
export function ImplantationCell({ horse }: { horse: Horse }) {
  const save = useSaveHorse();
  const { showSuccess } = useFeedback();
  const stored = horse.embryoImplanted;
  const [shown, setShown] = useState(
    stored ? chosenImplantationDate(new Date(stored)).toISOString() : null,
  );
  const saveStored = (embryoImplanted: string | null) =>
    save.mutate(
      { id: horse._id, horse: horseBodyWith(horse, { embryoImplanted }) },
      { onSuccess: () => showSuccess('Paard is succesvol opgeslagen') },
    );
  const change = (chosen: string | null) => {
    setShown(chosen);
    if (chosen === null || chosen === INVALID_DATE) return;
    const day = new Date(chosen);
    if (day.getFullYear() < MIN_YEAR) return;
    saveStored(storedImplantationDate(day).toISOString());
  };
  const clear = () => {
    setShown(null);
    saveStored(null);
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', minWidth: 190 }}>
      <DateInput
        label={`Implantatie ${horse.name}`}
        hideLabel
        size="small"
        value={shown}
        onChange={change}
        disabled={horse.death || save.isPending}
      />
      {shown ? (
        <Tooltip title="Implantatiedatum wissen">
          <span>
            <IconButton
              aria-label={`Implantatiedatum van ${horse.name} wissen`}
              size="small"
              onClick={clear}
              disabled={horse.death || save.isPending}
            >
              <ClearIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

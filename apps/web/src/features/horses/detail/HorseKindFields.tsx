import { Controller, useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import type { Ref } from '../../../lib/refs.ts';
import { searchCustomers, searchHorses } from '../../../lib/refs.ts';
import { FormDate } from '../../../components/form/FormDate.tsx';
import { FormRef } from '../../../components/form/FormRef.tsx';
import { FormSwitch } from '../../../components/form/FormSwitch.tsx';
import type { HorseFieldsProps } from './HorseMainFields.tsx';

const searchMares = (text: string, signal: AbortSignal) =>
  searchHorses(text, signal, { type: 'Merrie' });

export type HorseKindFieldsProps = Omit<HorseFieldsProps, 'owner'> & {
  /** The date of death of a saved dead horse cannot change (the death switch stays usable). */
  deathDateDisabled?: boolean;
  horseId?: string;
  stallionOwner?: Ref | null;
  donorMare?: Ref | null;
};

/**
 * Stallions: stud horse, stallion owner, 'Dekgeld', WFFS free. Mares: surrogate, 'Draagmoeder
 * brandnummer', donor mare. Both: food chain, death and (required then) date of death. `disabled`
 * locks every field but the death switch and its date.
 */
export function HorseKindFields(props: HorseKindFieldsProps) {
  const { control, disabled } = props;
  const [type, stud, surrogate, death] = useWatch({
    control,
    name: ['horse.type', 'horse.stud_horse', 'horse.surrogate', 'horse.death'],
  });
  const cell = { xs: 12, sm: 6, md: 4 };
  return (
    <Grid container spacing={2} sx={{ alignItems: 'center' }}>
      {type === 'Hengst' ? (
        <>
          <Grid size={cell}>
            <Stack>
              <FormSwitch
                control={control}
                name="horse.stud_horse"
                label="Dekhengst"
                disabled={disabled}
              />
              <FormSwitch
                control={control}
                name="horse.WFFS_free"
                label="WFFS-vrij"
                disabled={disabled}
              />
            </Stack>
          </Grid>
          {stud ? (
            <>
              <Grid size={cell}>
                <FormRef
                  control={control}
                  name="horse.stallionOwner"
                  label="Hengsthouder"
                  initial={props.stallionOwner ?? null}
                  search={searchCustomers}
                  queryKey={['customers']}
                  disabled={disabled}
                />
              </Grid>
              <Grid size={cell}>
                <Controller
                  control={control}
                  name="horse.stud_fee"
                  render={({ field, fieldState }) => (
                    <TextField
                      label="Dekgeld"
                      type="number"
                      fullWidth
                      disabled={disabled}
                      name={field.name}
                      inputRef={field.ref}
                      value={field.value ?? ''}
                      onChange={(e) =>
                        field.onChange(e.target.value === '' ? null : e.target.value)
                      }
                      onBlur={field.onBlur}
                      error={fieldState.error !== undefined}
                      helperText={fieldState.error?.message}
                      slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
                    />
                  )}
                />
              </Grid>
            </>
          ) : null}
        </>
      ) : null}
      {type === 'Merrie' ? (
        <>
          <Grid size={cell}>
            <FormSwitch
              control={control}
              name="horse.surrogate"
              label="Draagmoeder"
              disabled={disabled}
            />
          </Grid>
          {surrogate ? (
            <>
              <Grid size={cell}>
                <FormTextField
                  control={control}
                  name="horse.surrogate_uid"
                  label="Draagmoeder brandnummer"
                  fullWidth
                  disabled={disabled}
                />
              </Grid>
              <Grid size={cell}>
                <FormRef
                  control={control}
                  name="horse.donor_mare"
                  label="Donormerrie"
                  initial={props.donorMare ?? null}
                  search={searchMares}
                  queryKey={['horses', 'mares']}
                  exclude={props.horseId ? [props.horseId] : undefined}
                  disabled={disabled}
                />
              </Grid>
            </>
          ) : null}
        </>
      ) : null}
      <Grid size={12}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <FormSwitch
            control={control}
            name="horse.keep_for_food_chain"
            label="Bestemd voor de voedselketen"
            disabled={disabled}
          />
          <FormSwitch control={control} name="horse.death" label="Overleden" />
          {death ? (
            <Stack sx={{ width: 260 }}>
              <FormDate
                control={control}
                name="horse.date_of_death"
                label="Datum van overlijden"
                required
                disabled={props.deathDateDisabled}
                maxDate={new Date()}
              />
            </Stack>
          ) : null}
        </Stack>
      </Grid>
    </Grid>
  );
}

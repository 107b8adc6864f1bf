import { useWatch } from 'react-hook-form';
import type { Control, FieldPath } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { HORSE_TYPES } from '@stalboek/domain';
import type { Ref } from '../../../lib/refs.ts';
import { searchCustomers } from '../../../lib/refs.ts';
import { useHorseConfig } from '../api/useHorseConfig.ts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { FormDate } from '../../../components/form/FormDate.tsx';
import { FormRef } from '../../../components/form/FormRef.tsx';
import { FormSelect, optionsOf } from '../../../components/form/FormSelect.tsx';
import type { HorseFormValues } from './horseForm.ts';

/** A config list with the saved value kept when the list no longer has it. */
function withCurrent(list: readonly string[] | undefined, current: unknown): string[] {
  const values = [...(list ?? [])];
  if (typeof current === 'string' && current && !values.includes(current)) values.unshift(current);
  return values;
}

export type HorseFieldsProps = {
  control: Control<HorseFormValues>;
  disabled: boolean;
  owner?: Ref | null;
};

/** Name, type, breed, studbook, colour, birth date, owner, UELN, microchip and pedigree. */
export function HorseMainFields({ control, disabled, owner = null }: HorseFieldsProps) {
  const config = useHorseConfig();
  const [breed, studbook, color] = useWatch({
    control,
    name: ['horse.breed', 'horse.studbook', 'horse.coat_color'],
  });
  const text = (name: FieldPath<HorseFormValues>, label: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <FormTextField control={control} name={name} label={label} fullWidth disabled={disabled} />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormTextField
          control={control}
          name="horse.name"
          label="Naam"
          required
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormSelect
          control={control}
          name="horse.type"
          label="Type"
          required
          disabled={disabled}
          options={optionsOf(HORSE_TYPES)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormDate
          control={control}
          name="horse.date_of_birth"
          label="Geboortedatum"
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormSelect
          control={control}
          name="horse.breed"
          label="Ras"
          required
          disabled={disabled}
          options={optionsOf(withCurrent(config.data?.breeds, breed))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormSelect
          control={control}
          name="horse.studbook"
          label="Stamboek"
          required
          disabled={disabled}
          options={optionsOf(withCurrent(config.data?.studbook, studbook))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormSelect
          control={control}
          name="horse.coat_color"
          label="Kleur"
          emptyLabel="Geen"
          disabled={disabled}
          options={optionsOf(withCurrent(config.data?.colors, color))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormRef
          control={control}
          name="horse.owner"
          label="Eigenaar"
          initial={owner}
          search={searchCustomers}
          queryKey={['customers']}
          disabled={disabled}
        />
      </Grid>
      {text('horse.ueln', 'UELN')}
      {text('horse.microchip', 'Microchip')}
      {text('horse.father', 'Vader')}
      {text('horse.mother', 'Moeder')}
      {text('horse.grandfather', 'Grootvader')}
    </Grid>
  );
}

import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useAvailablePensions } from '../api/useAvailablePensions.ts';
import { FormDate } from '../../../components/form/FormDate.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { StableLocationFields } from '../form/StableLocationFields.tsx';
import type { HorseFormValues } from './horseForm.ts';

/** A new horse may be lodged at once: stable, location, arrival and pension type (optional). */
export function FirstLodgingFields({
  control,
  disabled = false,
}: {
  control: Control<HorseFormValues>;
  disabled?: boolean;
}) {
  const type = useWatch({ control, name: 'horse.type' });
  const pensions = useAvailablePensions(type);
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        Verblijf (optioneel)
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <StableLocationFields
            control={control}
            stableName="lodging.stable"
            locationName="lodging.location"
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormDate
            control={control}
            name="lodging.arrival"
            label="Aankomst"
            withTime
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormSelect
            control={control}
            name="lodging.pensionType"
            label="Pensiontype"
            emptyLabel="Geen"
            disabled={disabled || !type}
            helperText={type ? undefined : 'Kies eerst het type paard'}
            options={(pensions.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
          />
        </Grid>
      </Grid>
    </>
  );
}

import type { Control } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import type { SemenLotFields, SemenLotInput } from '@stalboek/domain';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { QUALITY_FIELDS } from './lotForm.ts';

const cell = { xs: 12, sm: 6, md: 4 };

/** 'Kwaliteitsparameters': each optional, ≥ 0; motility and progress at most 100 (spec 02 §5). */
export function QualityFields({
  control,
}: {
  control: Control<SemenLotFields, unknown, SemenLotInput>;
}) {
  return (
    <Grid container spacing={2}>
      {QUALITY_FIELDS.map((f) => (
        <Grid key={f.name} size={cell}>
          <FormTextField
            control={control}
            name={f.name}
            label={f.label}
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: 0, max: f.max, step: 'any' } }}
          />
        </Grid>
      ))}
    </Grid>
  );
}

import { useWatch } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { FormSelect } from '../../components/form/FormSelect.tsx';
import { useContainerChoices } from '../containers/index.ts';
import { POSITION_OPTIONS, tubeOptions } from './labels.ts';

export type LocationFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** The form's fields of the container, the tube and the position. */
  names: { container: FieldPath<T>; tube: FieldPath<T>; position: FieldPath<T> };
  /** Another container was chosen: its tube is still to choose. */
  onContainerChange: () => void;
};

const cell = { xs: 12, sm: 4 };

/**
 * Where a lot goes (spec 02 §5, §9): a container, then one of its tubes ('koker 1' to
 * 'koker {available_places}', offered once a container is chosen) and the position Boven/Onder.
 */
export function LocationFields<T extends FieldValues, TOut>({
  control,
  names,
  onContainerChange,
}: LocationFieldsProps<T, TOut>) {
  const containers = useContainerChoices();
  const containerId: unknown = useWatch({ control, name: names.container });
  const chosen = containers.data?.find((c) => c._id === containerId);
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name={names.container}
          label="Vat"
          required
          options={(containers.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
          onPicked={onContainerChange}
        />
      </Grid>
      <Grid size={cell}>
        {chosen ? (
          <FormSelect
            control={control}
            name={names.tube}
            label="Koker"
            required
            options={tubeOptions(chosen.available_places)}
          />
        ) : null}
      </Grid>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name={names.position}
          label="Positie"
          required
          options={POSITION_OPTIONS}
        />
      </Grid>
    </Grid>
  );
}

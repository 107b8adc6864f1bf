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
  /** A saved record whose place may not change here: the fields are read-only with this reason. */
  lockedReason?: string;
  /** The saved container, offered while the containers load. */
  saved?: { _id: string; name: string };
};

const cell = { xs: 12, sm: 4 };

/**
 * Where a lot or an embryo goes (spec 02 §5, §9): a container, then one of its tubes ('koker 1' to
 * 'koker {available_places}', offered once a container is chosen) and the position Boven/Onder.
 */
export function LocationFields<T extends FieldValues, TOut>({
  control,
  names,
  onContainerChange,
  lockedReason,
  saved,
}: LocationFieldsProps<T, TOut>) {
  const containers = useContainerChoices();
  const containerId: unknown = useWatch({ control, name: names.container });
  const chosen = containers.data?.find((c) => c._id === containerId);
  const options = (containers.data ?? []).map((c) => ({ value: c._id, label: c.name }));
  if (saved && !options.some((o) => o.value === saved._id))
    options.push({ value: saved._id, label: saved.name });
  const locked = lockedReason !== undefined;
  return (
    <Grid container spacing={2}>
      <Grid size={cell}>
        <FormSelect
          control={control}
          name={names.container}
          label="Vat"
          required
          disabled={locked}
          helperText={lockedReason}
          options={options}
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
            disabled={locked}
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
          disabled={locked}
          options={POSITION_OPTIONS}
        />
      </Grid>
    </Grid>
  );
}

import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { protocolMsg } from '@stalboek/domain';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import type { TreatmentControl } from './formValues.ts';
import { AddRowButton, RemoveRowButton } from './SectionTitle.tsx';
import { RefAutocomplete } from '../../../components/form/RefAutocomplete.tsx';
import { searchProducts } from '../../../lib/refs.ts';

/** Product names by id as far as known; null: the product no longer exists. */
export type ProductNames = Record<string, string | null>;

/**
 * The products the treatment uses (spec 02 §3 products [{product, amount}]): a product picked by
 * search (5 at most) and an amount > 0. A product deleted since shows
 * 'product met id: {id} bestaat niet meer'.
 */
export function ProductsSection({
  control,
  names,
  onName,
}: {
  control: TreatmentControl;
  names: ProductNames;
  onName: (id: string, name: string) => void;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  const chosen = useWatch({ control, name: 'products' }).map((p) => p.product);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Producten
      </Typography>
      {fields.length === 0 ? (
        <Typography color="text.secondary">Geen producten toegevoegd</Typography>
      ) : null}
      {fields.map((row, index) => (
        <Stack key={row.id} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack sx={{ flex: 3 }}>
            <Controller
              control={control}
              name={`products.${index}.product`}
              render={({ field, fieldState }) => {
                const id = field.value;
                const gone = id !== '' && names[id] === null;
                const value = id && !gone ? { _id: id, name: names[id] ?? '' } : null;
                return (
                  <RefAutocomplete
                    label="Product"
                    required
                    size="small"
                    search={searchProducts}
                    queryKey={['products', 'search']}
                    noOptionsText="Geen producten gevonden"
                    reportErrors
                    value={value}
                    onChange={(next) => {
                      if (next) onName(next._id, next.name);
                      field.onChange(next?._id ?? '');
                    }}
                    exclude={chosen.filter((c) => c !== id)}
                    error={gone ? protocolMsg.productGone(id) : fieldState.error?.message}
                    onBlur={field.onBlur}
                  />
                );
              }}
            />
          </Stack>
          <FormTextField
            control={control}
            name={`products.${index}.amount`}
            label="Aantal"
            type="number"
            required
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { min: 0, step: 'any' } }}
          />
          <RemoveRowButton noun="Product" index={index} onRemove={() => remove(index)} />
        </Stack>
      ))}
      <AddRowButton label="Product toevoegen" onAdd={() => append({ product: '', amount: '1' })} />
    </Stack>
  );
}

import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { protocolMsg } from '@stalboek/domain';
import { FormText } from './FormText.tsx';
import type { TreatmentControl } from './formValues.ts';
import { ProductAutocomplete } from './ProductAutocomplete.tsx';

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
                  <ProductAutocomplete
                    label="Product"
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
          <FormText
            control={control}
            name={`products.${index}.amount`}
            label="Aantal"
            type="number"
            required
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { min: 0, step: 'any' } }}
          />
          <Tooltip title="Product verwijderen">
            <IconButton
              aria-label={`Product ${index + 1} verwijderen`}
              onClick={() => remove(index)}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => append({ product: '', amount: '1' })}>
          Product toevoegen
        </Button>
      </div>
    </Stack>
  );
}

import type { Control } from 'react-hook-form';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PRODUCT_TYPES, PRODUCT_UNITS } from '@stalboek/domain';
import type { IncompleteDelivery, IncompleteDeliveryFields } from '@stalboek/domain';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { FormDay } from '../../components/form/FormDay.tsx';

/** The form of the 'Imported batches' dialog: one entry per open delivery. */
export type ImportFormValues = { list: IncompleteDeliveryFields[] };

export const DELIVERY_COLUMNS = [
  'Product',
  'Lot',
  'Type',
  'Dosering',
  'Eenheid',
  'Aankoopprijs',
  'Verkoopprijs',
  'Verkoopprijs per eenheid',
  'Aantal',
  'Vervaldatum',
  'Leverdatum',
];
const cell = { minWidth: 120, verticalAlign: 'top' } as const;

function Choice({
  control,
  name,
  label,
  options,
  disabled,
  empty,
}: {
  control: Control<ImportFormValues>;
  name: `list.${number}.product.type` | `list.${number}.product.outgoingUnit`;
  label: string;
  options: readonly string[];
  disabled: boolean;
  empty?: string;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      select
      size="small"
      fullWidth
      disabled={disabled}
    >
      {empty === undefined ? null : <MenuItem value="">{empty}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/**
 * One delivery: what Medini sent, and the inputs the user completes (spec 02 §5 Medini import:
 * steps 0.01 for prices, 1 for the amount, 0.1 for the dosage). A known product keeps its own
 * type, dosage and unit.
 */
export function MediniDeliveryRow({
  control,
  delivery,
  index,
}: {
  control: Control<ImportFormValues>;
  delivery: IncompleteDelivery;
  index: number;
}) {
  const known = delivery.product._id !== null;
  const number = (
    name: 'buyInPrice' | 'sellingPrice' | 'sellingPricePerUnit' | 'initialAmount',
    what: string,
    step: number,
  ) => (
    <TableCell sx={cell}>
      <FormTextField
        control={control}
        name={`list.${index}.${name}`}
        type="number"
        size="small"
        required
        slotProps={{ htmlInput: { min: 0, step, 'aria-label': what } }}
      />
    </TableCell>
  );
  return (
    <TableRow aria-label={delivery.product.name}>
      <TableCell sx={{ ...cell, minWidth: 200 }}>
        <Typography variant="body2">{delivery.product.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          CNK {delivery.product.CNK} · {delivery.product.tax} % · {delivery.supplier}
        </Typography>
        {known ? null : <Chip size="small" color="info" label="Nieuw product" sx={{ mt: 0.5 }} />}
      </TableCell>
      <TableCell sx={cell}>{delivery.lotNumber}</TableCell>
      <TableCell sx={{ ...cell, minWidth: 160 }}>
        <Choice
          control={control}
          name={`list.${index}.product.type`}
          label="Type"
          options={PRODUCT_TYPES}
          disabled={known}
        />
      </TableCell>
      <TableCell sx={cell}>
        <FormTextField
          control={control}
          name={`list.${index}.product.dosage`}
          type="number"
          size="small"
          required
          disabled={known}
          slotProps={{ htmlInput: { min: 0, step: 0.1, 'aria-label': 'Dosering' } }}
        />
      </TableCell>
      <TableCell sx={cell}>
        <Choice
          control={control}
          name={`list.${index}.product.outgoingUnit`}
          label="Eenheid"
          options={PRODUCT_UNITS}
          disabled={known}
          empty="Geen"
        />
      </TableCell>
      {number('buyInPrice', 'Aankoopprijs', 0.01)}
      {number('sellingPrice', 'Verkoopprijs', 0.01)}
      {number('sellingPricePerUnit', 'Verkoopprijs per eenheid', 0.01)}
      {number('initialAmount', 'Aantal', 1)}
      <TableCell sx={{ ...cell, minWidth: 190 }}>
        <FormDay
          control={control}
          name={`list.${index}.expirationDate`}
          label="Vervaldatum"
          required
        />
      </TableCell>
      <TableCell sx={{ ...cell, minWidth: 190 }}>
        <FormDay
          control={control}
          name={`list.${index}.deliveryDate`}
          label="Leverdatum"
          required
        />
      </TableCell>
    </TableRow>
  );
}

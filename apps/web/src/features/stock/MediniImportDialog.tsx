import { useForm } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  brusselsDay,
  DEFAULT_DELIVERY_PRODUCT_TYPE,
  deliveryMessages,
  incompleteDeliveryFields,
  PRODUCT_TYPES,
  PRODUCT_UNITS,
} from '@stalboek/domain';
import type { IncompleteDelivery } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { useFeedback } from '../../app/feedback.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { FormDay } from './FormDay.tsx';

export type MediniImportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called after the completed deliveries were saved, so the overview reloads. */
  onImported: () => void;
};

type Answer = { incompleteProducts: IncompleteDelivery[] };
const importForm = z.object({ list: z.array(incompleteDeliveryFields) });
type FormValues = z.input<typeof importForm>;
type FormOutput = z.output<typeof importForm>;

const day = (iso: string | null) => (iso ? brusselsDay(new Date(iso)) : '');
const orEmpty = (n: number | null) => (n === null ? '' : n);

/** What the form starts from: the delivery as Medini sent it, missing fields empty. */
function toForm(d: IncompleteDelivery): FormValues['list'][number] {
  return {
    _id: d._id,
    product: {
      type: d.product.type ?? DEFAULT_DELIVERY_PRODUCT_TYPE,
      dosage: orEmpty(d.product.dosage),
      outgoingUnit: (PRODUCT_UNITS as readonly string[]).includes(d.product.outgoingUnit ?? '')
        ? (d.product.outgoingUnit as (typeof PRODUCT_UNITS)[number])
        : null,
    },
    buyInPrice: orEmpty(d.buyInPrice),
    sellingPrice: orEmpty(d.sellingPrice),
    sellingPricePerUnit: orEmpty(d.sellingPricePerUnit),
    initialAmount: d.initialAmount,
    expirationDate: day(d.expirationDate),
    deliveryDate: day(d.deliveryDate),
  };
}

const COLUMNS = [
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
  control: Control<FormValues>;
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

/** One delivery: what Medini sent, and the inputs the user completes (spec 02 §5 Medini import). */
function DeliveryRow({
  control,
  delivery,
  index,
}: {
  control: Control<FormValues>;
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

/** The table of open deliveries and the save button; mounted afresh for every answer. */
function ImportForm({
  deliveries,
  onClose,
  onImported,
}: {
  deliveries: IncompleteDelivery[];
  onClose: () => void;
  onImported: () => void;
}) {
  const { showSuccess } = useFeedback();
  const { control, handleSubmit, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(importForm),
    mode: 'all',
    defaultValues: { list: deliveries.map(toForm) },
  });
  const save = useMutation({
    mutationFn: (list: FormOutput['list']) =>
      apiFetch<Answer>('/api/delivery/incomplete', { method: 'POST', body: { list } }),
    onSuccess: () => {
      showSuccess('Leveringen succesvol geïmporteerd');
      onClose();
      onImported();
    },
  });
  const empty = deliveries.length === 0;
  return (
    <form onSubmit={handleSubmit((v) => save.mutate(v.list))} noValidate>
      <DialogContent>
        {empty ? (
          <Typography>Geen onvolledige leveringen: alles is geïmporteerd.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Onvolledige leveringen">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c}>{c}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.map((d, i) => (
                  <DeliveryRow key={d._id} control={control} delivery={d} index={i} />
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Annuleren
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={empty || !formState.isValid || save.isPending}
        >
          Opslaan
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * 'Imported batches' (spec 02 /stock, §4 Medini import): on open it reads the Medini feed (complete
 * deliveries of known products become batches on the server), lists the deliveries still to
 * complete, and saving sends the edited list, closes and lets the overview reload.
 */
export function MediniImportDialog({ open, onClose, onImported }: MediniImportDialogProps) {
  const query = useQuery({
    queryKey: ['deliveries', 'medini'],
    queryFn: ({ signal }) => apiFetch<Answer>('/api/delivery/medini', { signal }),
    enabled: open,
    retry: false,
    gcTime: 0,
    refetchOnMount: 'always',
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xl" aria-labelledby="medini-title">
      <DialogTitle id="medini-title">Imported batches</DialogTitle>
      {query.isPending || query.isFetching ? (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Leveringen laden" />
        </DialogContent>
      ) : query.isError ? (
        <>
          <DialogContent>
            <Alert severity="error">{deliveryMessages.unavailable}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Sluiten</Button>
          </DialogActions>
        </>
      ) : (
        <ImportForm
          key={query.dataUpdatedAt}
          deliveries={query.data.incompleteProducts}
          onClose={onClose}
          onImported={onImported}
        />
      )}
    </Dialog>
  );
}

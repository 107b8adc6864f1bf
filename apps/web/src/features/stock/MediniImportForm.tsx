import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  brusselsDay,
  DEFAULT_DELIVERY_PRODUCT_TYPE,
  incompleteDeliveryForm,
  PRODUCT_UNITS,
} from '@stalboek/domain';
import type { IncompleteDelivery, IncompleteDeliveryFields } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { useFeedback } from '../../lib/feedback.ts';
import { FormDialogActions } from '../../components/FormDialog.tsx';
import {
  DELIVERY_COLUMNS,
  MediniDeliveryRow,
  type ImportFormValues,
} from './MediniDeliveryRow.tsx';

/** The form holds picked days; its parsed output is the API body (dates at 12:00 Brussels). */
const importForm = z.object({ list: z.array(incompleteDeliveryForm) });
type FormOutput = z.output<typeof importForm>;
export type DeliveriesAnswer = { incompleteProducts: IncompleteDelivery[] };

const day = (iso: string | null) => (iso ? brusselsDay(new Date(iso)) : '');
const orEmpty = (n: number | null) => (n === null ? '' : n);

/** What the form starts from: the delivery as Medini sent it, missing fields empty. */
function toForm(d: IncompleteDelivery): IncompleteDeliveryFields {
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

/**
 * The table of open deliveries and the save button; mounted afresh for every answer. Saving
 * sends the completed list (POST /api/delivery/incomplete) and closes the dialog.
 */
export function MediniImportForm({
  deliveries,
  onClose,
}: {
  deliveries: IncompleteDelivery[];
  onClose: () => void;
}) {
  const { showSuccess } = useFeedback();
  const { control, handleSubmit, formState } = useForm<ImportFormValues, unknown, FormOutput>({
    resolver: zodResolver(importForm),
    mode: 'all',
    defaultValues: { list: deliveries.map(toForm) },
  });
  const save = useMutation({
    mutationFn: (list: FormOutput['list']) =>
      apiFetch<DeliveriesAnswer>('/api/delivery/incomplete', { method: 'POST', body: { list } }),
    onSuccess: () => {
      showSuccess('Leveringen succesvol geïmporteerd');
      onClose();
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
                  {DELIVERY_COLUMNS.map((c) => (
                    <TableCell key={c}>{c}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.map((d, i) => (
                  <MediniDeliveryRow key={d._id} control={control} delivery={d} index={i} />
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        busy={save.isPending}
        canSave={!empty && formState.isValid}
      />
    </form>
  );
}

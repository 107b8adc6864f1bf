import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { z } from 'zod';
import { embryoActionMsg, msg, semenPastDay } from '@stalboek/domain';
import type { Embryo } from '@stalboek/domain';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormDate } from '../../../components/form/FormDate.tsx';
import { FormRef } from '../../../components/form/FormRef.tsx';
import { useSaveForm } from '../../../components/form/useSaveForm.ts';
import { noonIso } from '../../../lib/dates.ts';
import { searchHorses } from '../../../lib/refs.ts';
import { useTransferEmbryo } from './api/useEmbryoMutations.ts';
import { requiredId } from './dialogForm.ts';
import { DialogStatus } from './DialogStatus.tsx';
import { EMBRYO_ACTION_LABELS } from './embryoActions.ts';

/** Living surrogate mares (GET /api/horse/search?type=Merrie&surrogate=true, 10 at most). */
const searchSurrogates = (text: string, signal: AbortSignal) =>
  searchHorses(text, signal, { type: 'Merrie', surrogate: true });

const schema = z.object({
  surrogateId: requiredId(msg.required),
  transferDate: semenPastDay,
});

type TransferFields = { surrogateId: string | null; transferDate: string | null };

/**
 * 'Overdragen naar draagmoeder' (spec 02 §4, §5): one active embryo into a surrogate, on a
 * transfer date (today by default, not in the future, not before the import).
 */
export function TransferDialog({
  embryo,
  onClose,
  onDone,
}: {
  embryo: Embryo;
  onClose: () => void;
  onDone: () => void;
}) {
  const save = useTransferEmbryo();
  const defaultValues: TransferFields = { surrogateId: null, transferDate: noonIso(new Date()) };
  const form = useSaveForm({
    schema,
    defaultValues,
    save,
    toVariables: (v) => ({ embryoId: embryo._id, ...v }),
    successMessage: () => embryoActionMsg.transferred,
    onSaved: onDone,
  });
  const { control } = form;
  return (
    <FormDialog
      titleId="embryo-transfer-title"
      title={EMBRYO_ACTION_LABELS.transfer}
      saveLabel="Overdragen"
      onClose={onClose}
      form={form}
    >
      <DialogContentText sx={{ mb: 2 }}>Embryo {embryo.code}</DialogContentText>
      <Stack spacing={2}>
        <FormRef
          control={control}
          name="surrogateId"
          label="Draagmoeder"
          required
          initial={null}
          search={searchSurrogates}
          queryKey={['horses', 'surrogates']}
          noOptionsText="Geen draagmoeders gevonden"
        />
        <FormDate
          control={control}
          name="transferDate"
          label="Transferdatum"
          required
          maxDate={new Date()}
        />
      </Stack>
      <DialogStatus busy={form.busy} error={save.error} />
    </FormDialog>
  );
}

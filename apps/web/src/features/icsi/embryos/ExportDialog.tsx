import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { z } from 'zod';
import { embryoActionMsg, msg, semenPastDay } from '@stalboek/domain';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormDate } from '../../../components/form/FormDate.tsx';
import { FormRef } from '../../../components/form/FormRef.tsx';
import { FormSwitch } from '../../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useSaveForm } from '../../../components/form/useSaveForm.ts';
import { noonIso } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { customerSource } from '../../../lib/refs.ts';
import { useExportEmbryos } from './api/useEmbryoMutations.ts';
import { requiredId } from './dialogForm.ts';
import type { EmbryoDialogProps } from './dialogForm.ts';
import { DialogStatus } from './DialogStatus.tsx';
import { EMBRYO_ACTION_LABELS } from './embryoActions.ts';
import { embryoCount } from './labels.ts';

const schema = z.object({
  inHouse: z.boolean(),
  customerId: requiredId(embryoActionMsg.customerRequired),
  exportDate: semenPastDay,
  note: z.string().trim().max(1000, msg.maxChars(1000)),
});

type ExportFields = {
  inHouse: boolean;
  customerId: string | null;
  exportDate: string | null;
  note: string;
};

/**
 * Export of the selected embryos of one client (spec 02 §4): to a customer (required), on an
 * export date (today by default, not in the future), with a note. 'In huis': they stay here
 * under the new owner. Out of the centre the embryos' delivery report opens next (unless turned
 * off), as after a semen export.
 */
export function ExportDialog({ embryos, onClose, onDone }: EmbryoDialogProps) {
  const navigate = useNavigate();
  const [openReport, setOpenReport] = useState(true);
  const save = useExportEmbryos();
  const defaultValues: ExportFields = {
    inHouse: false,
    customerId: null,
    exportDate: noonIso(new Date()),
    note: '',
  };
  const ids = embryos.map((e) => e._id);
  const form = useSaveForm({
    schema,
    defaultValues,
    save,
    toVariables: (v) => ({ embryoId: ids, ...v, note: v.note || undefined }),
    successMessage: () => embryoActionMsg.exported,
    onSaved: ({ id }) => {
      onDone();
      if (reportOffered && openReport) void navigate(paths.icsiDeliveryReport(id, ids));
    },
  });
  const { control } = form;
  // Embryos kept here are delivered nowhere: no delivery report for them.
  const inHouse = useWatch({ control, name: 'inHouse' });
  const reportOffered = !inHouse;
  return (
    <FormDialog
      titleId="embryo-export-title"
      title={EMBRYO_ACTION_LABELS.export}
      saveLabel="Exporteren"
      onClose={onClose}
      form={form}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {embryoCount(embryos.length)} geselecteerd
      </DialogContentText>
      <Stack spacing={2}>
        <FormSwitch control={control} name="inHouse" label="In huis" />
        <FormRef
          control={control}
          name="customerId"
          label="Klant"
          required
          initial={null}
          search={customerSource.search}
          queryKey={[customerSource.key]}
        />
        <FormDate
          control={control}
          name="exportDate"
          label="Exportdatum"
          required
          maxDate={new Date()}
        />
        <FormTextField control={control} name="note" label="Opmerking" multiline minRows={2} />
        {reportOffered ? (
          <FormControlLabel
            label="Leveringsrapport openen"
            control={
              <Switch checked={openReport} onChange={(e) => setOpenReport(e.target.checked)} />
            }
          />
        ) : null}
      </Stack>
      <DialogStatus busy={form.busy} error={save.error} />
    </FormDialog>
  );
}

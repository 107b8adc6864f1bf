import DialogContentText from '@mui/material/DialogContentText';
import { z } from 'zod';
import { EXPORT_TYPES, msg } from '@stalboek/domain';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormSelect } from '../../components/form/FormSelect.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { useSetSemenExportType } from './api/useSemenMutations.ts';
import { EXPORT_TYPE_OPTIONS, actionLabel, lotCount, successText } from './labels.ts';
import type { LotDialogProps } from './lotDialog.ts';

const schema = z.object({ export_type: z.enum(EXPORT_TYPES, { error: msg.required }) });

/** 'Export type selecteren': one export type for every selected lot. */
export function ExportTypeDialog({ lots, onClose, onDone }: LotDialogProps) {
  const form = useSaveForm({
    schema,
    defaultValues: {},
    save: useSetSemenExportType(),
    toVariables: ({ export_type }) => ({ lots: lots.map((l) => l._id), export_type }),
    successMessage: () => successText('ExportType'),
    onSaved: onDone,
  });
  return (
    <FormDialog
      titleId="semen-export-type-title"
      title={actionLabel('ExportType')}
      onClose={onClose}
      form={form}
    >
      <DialogContentText sx={{ mb: 2 }}>Voor {lotCount(lots.length)}:</DialogContentText>
      <FormSelect
        control={form.control}
        name="export_type"
        label="Export type"
        required
        options={EXPORT_TYPE_OPTIONS}
      />
    </FormDialog>
  );
}

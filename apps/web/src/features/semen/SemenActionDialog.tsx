import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { brusselsNoon, semenActionMax } from '@stalboek/domain';
import type { SemenLot } from '@stalboek/domain';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormDate } from '../../components/form/FormDate.tsx';
import { FormRef } from '../../components/form/FormRef.tsx';
import { FormSelect } from '../../components/form/FormSelect.tsx';
import { FormSwitch } from '../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { noonIso } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { customerSource } from '../../lib/refs.ts';
import { useSemenAction } from './api/useSemenMutations.ts';
import {
  actionBody,
  actionFormSchema,
  earliestActionDay,
  needsCustomer,
  offersFull,
} from './actionForm.ts';
import type { ActionFormValues } from './actionForm.ts';
import { MOD_ACTION_LABELS, actionLabel, lotCount, successText } from './labels.ts';
import type { StrawAction } from './labels.ts';

const CONTROL_OPTIONS = (['add', 'subtract'] as const).map((a) => ({
  value: a,
  label: MOD_ACTION_LABELS[a],
}));

export type SemenActionDialogProps = {
  type: StrawAction;
  lots: readonly SemenLot[];
  onClose: () => void;
  onDone: () => void;
};

/**
 * Export, 'Eigenaar wijzigen', Beschadigd, Vernietigen or Controle on the selected lots (spec 02
 * §2, §5), all or nothing: an amount of at most the smallest current inventory (initial for
 * Controle) or 'Volledige loten' (not for Controle: a count names its number); a customer for
 * Export ('In huis': the straws stay here under the new owner) and 'Eigenaar wijzigen'; Controle
 * adds or subtracts; a date, today by default, not before the lots were made or imported.
 * A refusal (too few straws) shows in the banner and keeps the dialog open. An export out of the
 * centre goes on to the lots' delivery report unless 'Leveringsrapport openen' is turned off.
 */
export function SemenActionDialog({ type, lots, onClose, onDone }: SemenActionDialogProps) {
  const max = semenActionMax(lots, type);
  const earliest = earliestActionDay(lots);
  const schema = useMemo(() => actionFormSchema(type, max, earliest), [type, max, earliest]);
  const navigate = useNavigate();
  // Spec 02 §2: the delivery report is shown after an export; the user may skip it.
  const [openReport, setOpenReport] = useState(true);
  const defaultValues: ActionFormValues = {
    full: false,
    amount: '',
    customerId: null,
    inHouse: false,
    action: 'subtract',
    date: noonIso(new Date()),
  };
  const form = useSaveForm({
    schema,
    defaultValues,
    save: useSemenAction(),
    toVariables: (values) => actionBody(type, lots, values),
    successMessage: () => successText(type),
    onSaved: () => {
      onDone();
      // This render's choice (reportOffered is declared below, read once the save is done).
      const stallionId = lots[0]?.stallion._id;
      if (reportOffered && openReport && stallionId) {
        const lotIds = lots.map((l) => l._id);
        void navigate(paths.semenDeliveryReport(stallionId, lotIds));
      }
    },
  });
  const { control } = form;
  const full = useWatch({ control, name: 'full' });
  // Straws kept here ('In huis') are not delivered anywhere: no delivery report for them.
  const inHouse = useWatch({ control, name: 'inHouse' });
  const reportOffered = type === 'Export' && !inHouse;
  return (
    <FormDialog
      titleId="semen-action-title"
      title={actionLabel(type)}
      // 'sm' is 600 px wide (spec 02 §9: the semen action dialog is 600).
      maxWidth="sm"
      onClose={onClose}
      form={form}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {lotCount(lots.length)} geselecteerd: maximum {max} rietjes per lot.
      </DialogContentText>
      <Stack spacing={2}>
        {offersFull(type) ? (
          <FormSwitch control={control} name="full" label="Volledige loten" />
        ) : null}
        {full && offersFull(type) ? null : (
          <FormTextField
            control={control}
            name="amount"
            label="Aantal rietjes"
            type="number"
            required
            autoFocus
            slotProps={{ htmlInput: { min: 1, max, step: 1 } }}
          />
        )}
        {type === 'Control' ? (
          <FormSelect
            control={control}
            name="action"
            label="Actie"
            required
            options={CONTROL_OPTIONS}
          />
        ) : null}
        {needsCustomer(type) ? (
          <FormRef
            control={control}
            name="customerId"
            label="Klant"
            required
            initial={null}
            search={customerSource.search}
            queryKey={[customerSource.key]}
          />
        ) : null}
        {type === 'Export' ? <FormSwitch control={control} name="inHouse" label="In huis" /> : null}
        {reportOffered ? (
          <FormControlLabel
            label="Leveringsrapport openen"
            control={
              <Switch checked={openReport} onChange={(e) => setOpenReport(e.target.checked)} />
            }
          />
        ) : null}
        <FormDate
          control={control}
          name="date"
          label="Datum"
          required
          maxDate={new Date()}
          minDate={earliest ? brusselsNoon(earliest) : undefined}
        />
      </Stack>
    </FormDialog>
  );
}

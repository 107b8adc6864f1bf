import { useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import type { HorseDetail, Lodging } from '@stalboek/domain';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useSaveForm } from '../../../components/form/useSaveForm.ts';
import { useAvailablePensions } from '../api/useAvailablePensions.ts';
import { useSaveLodging } from '../api/useLodgingMutations.ts';
import { FormDate } from '../../../components/form/FormDate.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormSwitch } from '../../../components/form/FormSwitch.tsx';
import { StableLocationFields } from '../form/StableLocationFields.tsx';
import { toDate } from '../../../lib/dates.ts';
import { lodgingDefaults, lodgingForm } from './lodgingForm.ts';
import type { LodgingFormOutput } from './lodgingForm.ts';

export type LodgingDialogProps = {
  horse: HorseDetail;
  /** The lodging to change; none to add one. */
  lodging?: Lodging;
  onClose: () => void;
  /** The answer's warnings (an overlap is saved, with a warning). */
  onWarnings: (warnings: string[]) => void;
};

/**
 * Add or change a lodging (spec 01 "Lodging dialog"): stable, then a location of that stable
 * (full ones '(Volzet)' and disabled, except the horse's own), arrival and departure (date-time,
 * 5-minute step), billable (default on) and, only when adding, the pension type.
 */
export function LodgingDialog({ horse, lodging, onClose, onWarnings }: LodgingDialogProps) {
  const pensions = useAvailablePensions(lodging ? undefined : horse.type);
  const form = useSaveForm({
    schema: lodgingForm,
    defaultValues: lodgingDefaults(lodging),
    save: useSaveLodging(horse._id),
    toVariables: (v: LodgingFormOutput) => ({
      lodgingId: lodging?._id,
      lodging: {
        arrival: v.arrival,
        departure: v.departure,
        location: v.location,
        billable: v.billable,
      },
      pensionType: v.pensionType || null,
    }),
    successMessage: () => 'Verblijf succesvol opgeslagen',
    onSaved: (answer) => {
      onWarnings(answer.warnings);
      onClose();
    },
  });
  const { control } = form;
  const [arrival, departure] = useWatch({ control, name: ['arrival', 'departure'] });
  return (
    <FormDialog
      titleId="lodging-dialog-title"
      title={lodging ? 'Verblijf bewerken' : 'Verblijf toevoegen'}
      onClose={onClose}
      form={form}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <StableLocationFields
          control={control}
          stableName="stable"
          locationName="location"
          ownLocationId={horse.location?._id ?? lodging?.location}
          required
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDate
            control={control}
            name="arrival"
            label="Aankomst"
            withTime
            required
            maxDate={toDate(departure) ?? undefined}
          />
          <FormDate
            control={control}
            name="departure"
            label="Vertrek"
            withTime
            minDate={toDate(arrival) ?? undefined}
          />
        </Stack>
        <FormSwitch control={control} name="billable" label="Factureerbaar" />
        {lodging ? null : (
          <FormSelect
            control={control}
            name="pensionType"
            label="Pensiontype"
            emptyLabel="Geen"
            options={(pensions.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
          />
        )}
      </Stack>
    </FormDialog>
  );
}

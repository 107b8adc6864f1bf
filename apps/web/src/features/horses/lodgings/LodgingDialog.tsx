import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { HorseDetail, Lodging } from '@stalboek/domain';
import { useFeedback } from '../../../app/feedback.tsx';
import { useAvailablePensions } from '../api/useAvailablePensions.ts';
import { useSaveLodging } from '../api/useLodgingMutations.ts';
import { FormDate } from '../form/FormDate.tsx';
import { FormSelect } from '../form/FormSelect.tsx';
import { FormSwitch } from '../form/FormSwitch.tsx';
import { StableLocationFields } from '../form/StableLocationFields.tsx';
import { toDate } from '../dates.ts';
import { lodgingDefaults, lodgingForm } from './lodgingForm.ts';
import type { LodgingFormOutput, LodgingFormValues } from './lodgingForm.ts';

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
  const { showSuccess } = useFeedback();
  const save = useSaveLodging(horse._id);
  const pensions = useAvailablePensions(lodging ? undefined : horse.type);
  const { control, handleSubmit, formState } = useForm<
    LodgingFormValues,
    unknown,
    LodgingFormOutput
  >({
    resolver: zodResolver(lodgingForm),
    mode: 'all',
    defaultValues: lodgingDefaults(lodging),
  });
  const [arrival, departure] = useWatch({ control, name: ['arrival', 'departure'] });

  const onSubmit = handleSubmit((v) =>
    save.mutate(
      {
        lodgingId: lodging?._id,
        lodging: {
          arrival: v.arrival,
          departure: v.departure,
          location: v.location,
          billable: v.billable,
        },
        pensionType: v.pensionType || null,
      },
      {
        onSuccess: (answer) => {
          showSuccess('Verblijf succesvol opgeslagen');
          onWarnings(answer.warnings);
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="lodging-dialog-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="lodging-dialog-title">
          {lodging ? 'Verblijf bewerken' : 'Verblijf toevoegen'}
        </DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Annuleren
          </Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || save.isPending}>
            Opslaan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

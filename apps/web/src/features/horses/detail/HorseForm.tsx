import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import SaveIcon from '@mui/icons-material/Save';
import type { HorseDetail } from '@stalboek/domain';
import { useFeedback } from '../../../app/feedback.tsx';
import { useSaveHorse } from '../api/useSaveHorse.ts';
import { FirstLodgingFields } from './FirstLodgingFields.tsx';
import { firstLodgings, horseForm, horseFormDefaults } from './horseForm.ts';
import type { HorseFormOutput, HorseFormValues } from './horseForm.ts';
import { HorseKindFields } from './HorseKindFields.tsx';
import { HorseMainFields } from './HorseMainFields.tsx';

export type HorseFormProps = {
  /** The saved horse; none to create one. */
  horse?: HorseDetail;
  /** After a create: the new horse's id. */
  onCreated?: (id: string) => void;
};

/**
 * 'Algemene gegevens' of a horse, for create and edit (spec 01 §5 Horse). Opslaan stays disabled
 * while the form is invalid; a dead horse is shown read only, without Opslaan.
 */
export function HorseForm({ horse, onCreated }: HorseFormProps) {
  const { showSuccess } = useFeedback();
  const save = useSaveHorse();
  const readOnly = horse?.death === true;
  const { control, handleSubmit, formState, reset, trigger } = useForm<
    HorseFormValues,
    unknown,
    HorseFormOutput
  >({
    resolver: zodResolver(horseForm),
    mode: 'onChange',
    defaultValues: horseFormDefaults(horse),
  });

  // A horse marked dead needs its date of death: say so at once, not only after a visit.
  const death = useWatch({ control, name: 'horse.death' });
  useEffect(() => {
    if (death && !readOnly) void trigger('horse.date_of_death');
  }, [death, readOnly, trigger]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: horse?._id, horse: values.horse, lodgings: firstLodgings(values.lodging) },
      {
        onSuccess: (saved) => {
          showSuccess('Paard is succesvol opgeslagen');
          if (horse) reset(horseFormDefaults(saved));
          else onCreated?.(saved._id);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Algemene gegevens">
      <Stack spacing={3}>
        <HorseMainFields control={control} disabled={readOnly} owner={horse?.owner} />
        <HorseKindFields
          control={control}
          disabled={readOnly}
          horseId={horse?._id}
          stallionOwner={horse?.stallionOwner}
          donorMare={horse?.donor_mare}
        />
        {horse ? null : (
          <>
            <Divider />
            <FirstLodgingFields control={control} />
          </>
        )}
        {readOnly ? null : (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={!formState.isValid || save.isPending}
            >
              Opslaan
            </Button>
          </Stack>
        )}
      </Stack>
    </form>
  );
}

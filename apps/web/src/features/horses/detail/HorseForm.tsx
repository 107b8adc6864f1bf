import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { HorseDetail } from '@stalboek/domain';
import { useFeedback } from '../../../lib/feedback.ts';
import { SaveButton } from '../../../components/form/SaveButton.tsx';
import { useUnsavedChanges } from '../../../components/form/UnsavedChanges.tsx';
import { useSaveHorse } from '../api/useSaveHorse.ts';
import { FirstLodgingFields } from './FirstLodgingFields.tsx';
import { firstLodgings, horseForm, horseFormDefaults } from './horseForm.ts';
import type { HorseFormOutput, HorseFormValues, NewHorseDefaults } from './horseForm.ts';
import { HorseKindFields } from './HorseKindFields.tsx';
import { HorseMainFields } from './HorseMainFields.tsx';

export type HorseFormProps = {
  /** The saved horse; none to create one. */
  horse?: HorseDetail;
  /** Creating: the type, surrogate and stud the create query asked for. */
  defaults?: NewHorseDefaults;
  /** After a create: the new horse's id. */
  onCreated?: (id: string) => void;
};

/**
 * 'Algemene gegevens' of a horse, for create and edit (spec 01 §5 Horse). Opslaan stays disabled
 * while the form is invalid. Spec 01 §4: with the death flag every other field is disabled at once
 * (the death switch and its date stay, to fill the date or undo). A saved dead horse opens that
 * way, read only: only undoing the death flag can be saved.
 */
export function HorseForm({ horse, defaults, onCreated }: HorseFormProps) {
  const { showSuccess } = useFeedback();
  const save = useSaveHorse();
  const savedDead = horse?.death === true;
  const { control, handleSubmit, formState, reset, trigger } = useForm<
    HorseFormValues,
    unknown,
    HorseFormOutput
  >({
    resolver: zodResolver(horseForm),
    mode: 'onChange',
    defaultValues: horseFormDefaults(horse, defaults),
  });

  // Leaving with unsaved changes (a tab, 'Terug', the menu) asks first.
  const { markSaved } = useUnsavedChanges(formState.isDirty);
  const death = useWatch({ control, name: 'horse.death' }) === true;
  const locked = death;
  const readOnly = savedDead && death;
  // A horse marked dead needs its date of death: say so at once, not only after a visit.
  useEffect(() => {
    if (death && !savedDead) void trigger('horse.date_of_death');
  }, [death, savedDead, trigger]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: horse?._id, horse: values.horse, lodgings: firstLodgings(values) },
      {
        onSuccess: (saved) => {
          markSaved();
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
        <HorseMainFields control={control} disabled={locked} owner={horse?.owner} />
        <HorseKindFields
          control={control}
          disabled={locked}
          deathDateDisabled={readOnly}
          horseId={horse?._id}
          stallionOwner={horse?.stallionOwner}
          donorMare={horse?.donor_mare}
        />
        {horse ? null : (
          <>
            <Divider />
            <FirstLodgingFields control={control} disabled={locked} />
          </>
        )}
        {readOnly ? null : <SaveButton disabled={!formState.isValid || save.isPending} />}
      </Stack>
    </form>
  );
}

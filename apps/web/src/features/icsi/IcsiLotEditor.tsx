import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { icsiLotInput, icsiMsg } from '@stalboek/domain';
import type { IcsiLotDetail, IcsiLotFields as Fields, IcsiLotInput } from '@stalboek/domain';
import { FormCard } from '../../components/form/FormCard.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { paths } from '../../lib/paths.ts';
import { useSaveIcsiLot } from './api/useIcsiMutations.ts';
import type { SaveIcsiLot, SavedIcsiLot } from './api/useIcsiMutations.ts';
import { EmbryoSelection } from './EmbryoSelection.tsx';
import { LocationFields } from '../semen/index.ts';
import { IcsiLotFields } from './IcsiLotFields.tsx';
import { lotFormValues, showServerErrors } from './lotForm.ts';
import { useEmbryoSelection } from './useEmbryoSelection.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The ICSI lot's form (spec 02 §2, §4, §5). New: the embryos its code and amount make, all
 * selected, and 'Opslaan' only with at least one; saved, it opens the lot. Saved lot: amount,
 * owner, donors and place stay as created, the code while it has active embryos; PUT the whole form.
 */
export function IcsiLotEditor({ lot }: { lot?: IcsiLotDetail }) {
  const navigate = useNavigate();
  const save = useSaveIcsiLot();
  const form = useSaveForm<Fields, IcsiLotInput, SavedIcsiLot, SaveIcsiLot>({
    schema: icsiLotInput,
    defaultValues: lotFormValues(lot),
    save,
    // At submit: the embryos chosen in the render that saves (the selection follows the form).
    toVariables: (icsi) => ({ id: lot?._id, icsi, embryoCodes: selection.selected }),
    successMessage: () => icsiMsg.saved,
    onSaved: (saved) => {
      if (!lot) void navigate(paths.icsiLot(saved.icsi._id), { replace: true });
    },
  });
  const { control, setError } = form;
  const [code, amount] = useWatch({ control, name: ['code', 'amount'] });
  const selection = useEmbryoSelection(code, amount);
  // The server's refusal of the chosen embryos, as long as the choice stays the same.
  const chosen = selection.selected.join('\n');
  const [embryoError, setEmbryoError] = useState<{ chosen: string; message: string } | null>(null);
  // The server's 400 details under the fields they name (the banner says the message).
  useEffect(() => {
    if (save.error)
      showServerErrors(save.error, setError, (message) => setEmbryoError({ chosen, message }));
    // Only a new failure: the choice changing later does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [save.error, setError]);
  const creating = lot === undefined;
  return (
    <FormCard
      label="ICSI lot"
      form={form}
      divided
      blocked={creating && selection.selected.length === 0}
    >
      <Section title="Algemeen">
        <IcsiLotFields control={control} lot={lot} />
      </Section>
      <Section title="Locatie">
        <LocationFields
          control={control}
          names={{
            container: 'location.container',
            tube: 'location.tube',
            position: 'location.position',
          }}
          lockedReason={creating ? undefined : icsiMsg.placeLocked}
          saved={lot?.location.container}
          onContainerChange={() => form.setValue('location.tube', '', { shouldValidate: true })}
        />
      </Section>
      {creating ? (
        <Section title="Embryo's">
          <EmbryoSelection
            selection={selection}
            serverError={embryoError?.chosen === chosen ? embryoError.message : null}
          />
        </Section>
      ) : null}
    </FormCard>
  );
}

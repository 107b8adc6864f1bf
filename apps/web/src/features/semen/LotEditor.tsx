import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SemenLot, SemenLotFields, SemenLotInput } from '@stalboek/domain';
import { FormCard } from '../../components/form/FormCard.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { useGoBack } from '../../lib/useGoBack.ts';
import { useSaveSemenLot } from './api/useSemenMutations.ts';
import type { SavedLot } from './api/useSemenMutations.ts';
import { LocationFields } from './LocationFields.tsx';
import { LotGeneralFields } from './LotGeneralFields.tsx';
import { hasNoQuality, lotFormValues, lotResolver } from './lotForm.ts';
import type { LotContext } from './lotForm.ts';
import { QualityFields } from './QualityFields.tsx';

const resolver = lotResolver();

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

export type LotEditorProps = {
  /** The saved lot; none for a new one. */
  lot?: SemenLot;
  /** What a new lot starts from (?horse={id}). */
  context?: LotContext;
  /** Where 'back one page' goes when the page was opened directly. */
  backTo: string;
};

/**
 * The lot's form (spec 02 §2, §4, §5): Algemeen, Locatie, Kwaliteitsparameters. Choosing a type
 * asks for its date at once; an edited lot keeps its stallion, owner, type and initial inventory.
 * Saved: back one page.
 */
export function LotEditor({ lot, context, backTo }: LotEditorProps) {
  const goBack = useGoBack(backTo);
  type Save = { id?: string; body: SemenLotInput };
  const form = useSaveForm<SemenLotFields, SemenLotInput, SavedLot, Save>({
    resolver,
    defaultValues: lotFormValues(lot, context),
    save: useSaveSemenLot(),
    toVariables: (body) => ({ id: lot?._id, body }),
    successMessage: (saved) => `Lot ${saved.semenCollection.lotNumber} succesvol opgeslagen`,
    onSaved: goBack,
  });
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  const onTypePicked = (picked: string) => {
    // Only an imported lot has an import date.
    if (picked !== 'Import') form.setValue('import_date', null);
    void form.trigger(['production_date', 'import_date']);
  };
  return (
    <FormCard label="Sperma lot" form={form} divided>
      <Section title="Algemeen">
        <LotGeneralFields
          control={control}
          type={type}
          locked={lot !== undefined}
          stallion={lot?.stallion ?? context?.stallion ?? null}
          owner={lot?.owner ?? context?.owner ?? null}
          onTypePicked={onTypePicked}
        />
        {lot ? (
          <Typography color="text.secondary">
            Huidige voorraad: {lot.current_inventory} rietjes
          </Typography>
        ) : null}
      </Section>
      <Section title="Locatie">
        <LocationFields
          control={control}
          names={{
            container: 'location.container',
            tube: 'location.tube',
            position: 'location.position',
          }}
          onContainerChange={() => form.setValue('location.tube', '', { shouldValidate: true })}
        />
      </Section>
      <Section title="Kwaliteitsparameters">
        {lot && hasNoQuality(lot) ? (
          <Alert severity="info">Geen kwalitatieve parameters gevonden voor dit lot</Alert>
        ) : null}
        <QualityFields control={control} />
      </Section>
    </FormCard>
  );
}

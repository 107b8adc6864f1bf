import { useNavigate, useParams } from 'react-router';
import { pensionFields } from '@stalboek/domain';
import type { Account, Pension, PensionFields } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { EditorPage } from '../../components/form/EditorPage.tsx';
import { FormCard } from '../../components/form/FormCard.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { NotFound, isNotFound } from '../../components/NotFound.tsx';
import { useAccounts } from '../../lib/accounts.ts';
import { usePension } from './api/usePension.ts';
import { useSavePension } from './api/useSavePension.ts';
import { PensionFormFields } from './PensionFormFields.tsx';

function initialValues(p: Pension | undefined): PensionFields {
  return {
    name: p?.name ?? '',
    translations: { en: p?.translations.en ?? '', fr: p?.translations.fr ?? '' },
    account: p?.account._id ?? '',
    tax: p ? String(p.tax) : '21',
    pricePerDay: p ? String(p.pricePerDay) : '',
    availableFor: p?.availableFor ?? ['Hengst', 'Merrie'],
  };
}

/** The form itself, started once the pension type (when editing) and accounts are loaded. */
function PensionEditor({ pension, accounts }: { pension?: Pension; accounts: Account[] }) {
  const navigate = useNavigate();
  const form = useSaveForm({
    schema: pensionFields,
    defaultValues: initialValues(pension),
    save: useSavePension(),
    toVariables: (body) => ({ id: pension?._id, pension: body }),
    successMessage: (saved) => `${saved.name} succesvol opgeslagen`,
    onSaved: () => void navigate(paths.settings.pension),
  });
  return (
    <FormCard label="Pension type" form={form}>
      <PensionFormFields control={form.control} accounts={accounts} />
    </FormCard>
  );
}

/** /settings/pension/{id} ('undefined' = new): a pension type's form; back goes to the list. */
export default function PensionForm() {
  const { id = 'undefined' } = useParams();
  const isNew = id === 'undefined';
  const pension = usePension(isNew ? undefined : id);
  const accounts = useAccounts();
  if (pension.error && !pension.data) {
    // A pension type that is not there says so; another failure is in the banner too.
    return (
      <NotFound
        title={
          isNotFound(pension.error)
            ? 'Pension type niet gevonden'
            : 'Pension type kon niet geladen worden'
        }
        backTo={paths.settings.pension}
        backLabel="Terug naar de pension types"
      >
        {isNotFound(pension.error)
          ? 'Dit pension type bestaat niet (meer). Misschien werd het verwijderd of is de link onvolledig.'
          : 'Er liep iets mis bij het laden. Probeer het later opnieuw.'}
      </NotFound>
    );
  }
  return (
    <EditorPage
      title={isNew ? 'Pension type toevoegen' : (pension.data?.name ?? 'Pension type')}
      backTo={paths.settings.pension}
      ready={accounts.data !== undefined && (isNew || pension.data !== undefined)}
      failed={pension.isError || accounts.isError}
    >
      <PensionEditor key={id} pension={pension.data} accounts={accounts.data ?? []} />
    </EditorPage>
  );
}

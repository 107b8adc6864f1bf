import { useParams } from 'react-router';
import { EditorPage } from '../../../components/form/EditorPage.tsx';
import { NotFound, isNotFound } from '../../../components/NotFound.tsx';
import { useAccounts } from '../../../lib/accounts.ts';
import { useProtocolOptions } from '../api/useProtocolOptions.ts';
import { useTreatment } from '../api/useTreatment.ts';
import type { TreatmentKind } from '../kinds.ts';
import { TreatmentEditor } from './TreatmentEditor.tsx';

/**
 * /settings/protocol/{id} and /settings/labo/{id} ('undefined' = new): loads the record, the
 * accounts (lab tests: only 707102) and the config lists, then shows the form.
 */
export function TreatmentFormPage({ kind }: { kind: TreatmentKind }) {
  const { id = 'undefined' } = useParams();
  const isNew = id === 'undefined';
  const record = useTreatment(kind, isNew ? undefined : id);
  const accounts = useAccounts(kind.accountNumber);
  const options = useProtocolOptions();
  if (record.error && !record.data) {
    // A record that is not there says so; another failure is in the banner, not an empty page.
    const missing = isNotFound(record.error);
    return (
      <NotFound
        title={`${kind.singular} ${missing ? 'niet gevonden' : 'kon niet geladen worden'}`}
        backTo={kind.listPath}
        backLabel={kind.backLabel}
      >
        {missing ? kind.missingText : 'Er liep iets mis bij het laden. Probeer het later opnieuw.'}
      </NotFound>
    );
  }
  return (
    <EditorPage
      title={isNew ? kind.newTitle : (record.data?.name ?? kind.singular)}
      backTo={kind.listPath}
      ready={
        accounts.data !== undefined &&
        options.data !== undefined &&
        (isNew || record.data !== undefined)
      }
      failed={record.isError || accounts.isError || options.isError}
    >
      {options.data ? (
        <TreatmentEditor
          key={id}
          kind={kind}
          record={record.data}
          accounts={accounts.data ?? []}
          options={options.data}
        />
      ) : null}
    </EditorPage>
  );
}

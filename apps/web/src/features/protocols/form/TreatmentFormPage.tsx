import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useAccounts } from '../api/useAccounts.ts';
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
  const navigate = useNavigate();
  const record = useTreatment(kind, isNew ? undefined : id);
  const accounts = useAccounts(kind.accountNumber);
  const options = useProtocolOptions();
  const ready =
    accounts.data !== undefined &&
    options.data !== undefined &&
    (isNew || record.data !== undefined);
  const failed = record.isError || accounts.isError || options.isError;
  return (
    <>
      <PageHeader
        title={isNew ? kind.newTitle : (record.data?.name ?? kind.singular)}
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(kind.listPath)}>
            Terug
          </Button>
        }
      />
      {ready ? (
        <TreatmentEditor
          key={id}
          kind={kind}
          record={record.data}
          accounts={accounts.data ?? []}
          options={options.data}
        />
      ) : failed ? null : (
        <CircularProgress aria-label="Laden" />
      )}
    </>
  );
}

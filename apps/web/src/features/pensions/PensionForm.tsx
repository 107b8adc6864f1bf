import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { pensionFields } from '@stalboek/domain';
import type { Account, Pension, PensionFields } from '@stalboek/domain';
import { paths } from '../../app/paths.ts';
import { useFeedback } from '../../app/feedback.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useAccounts } from './api/useAccounts.ts';
import { usePension } from './api/usePension.ts';
import { useSavePension } from './api/useSavePension.ts';
import type { PensionBody } from './api/useSavePension.ts';
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
  const { showSuccess } = useFeedback();
  const save = useSavePension();
  const { control, handleSubmit, formState } = useForm<PensionFields, unknown, PensionBody>({
    resolver: zodResolver(pensionFields),
    mode: 'all',
    defaultValues: initialValues(pension),
  });
  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: pension?._id, pension: body },
      {
        onSuccess: (saved) => {
          showSuccess(`${saved.name} succesvol opgeslagen`);
          navigate(paths.settings.pension);
        },
      },
    ),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <form onSubmit={onSubmit} noValidate aria-label="Pension type">
        <Stack spacing={3}>
          <PensionFormFields control={control} accounts={accounts} />
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
        </Stack>
      </form>
    </Paper>
  );
}

/** /settings/pension/{id} ('undefined' = new): a pension type's form; back goes to the list. */
export default function PensionForm() {
  const { id = 'undefined' } = useParams();
  const isNew = id === 'undefined';
  const navigate = useNavigate();
  const pension = usePension(isNew ? undefined : id);
  const accounts = useAccounts();
  const ready = accounts.data !== undefined && (isNew || pension.data !== undefined);
  return (
    <>
      <PageHeader
        title={isNew ? 'Pension type toevoegen' : (pension.data?.name ?? 'Pension type')}
        actions={
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(paths.settings.pension)}>
            Terug
          </Button>
        }
      />
      {ready ? (
        <PensionEditor key={id} pension={pension.data} accounts={accounts.data ?? []} />
      ) : pension.isError || accounts.isError ? null : (
        <CircularProgress aria-label="Laden" />
      )}
    </>
  );
}

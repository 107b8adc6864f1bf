import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useFeedback } from '../../lib/feedback.ts';
import { paths } from '../../lib/paths.ts';
import { useGoBack } from '../../lib/useGoBack.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useUnsavedChanges } from '../../components/form/UnsavedChanges.tsx';
import { NotFound, isNotFound } from '../../components/NotFound.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ResearchSheetTab } from '../research-sheets/index.ts';
import { formatDate } from '../../lib/format.ts';
import { useCase, useCaseConfig, useDeleteCase, useSaveCase } from './api/useCases.ts';
import { CaseHeader } from './CaseHeader.tsx';
import { CertificatesTab, hasCertificates } from './CertificatesTab.tsx';
import { bodyOf, draftValid, type CaseDraft } from './draft.ts';
import { GeneralTab } from './GeneralTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { useCaseDraft } from './useCaseDraft.ts';

/** /case/{id}?tab=general|certificates|new|overview|{sheetId} (spec 01 'Case detail'). */
export default function CaseDetail() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.cases);
  const { showSuccess } = useFeedback();
  const { data: c, isLoading, error } = useCase(id);
  const config = useCaseConfig();
  const save = useSaveCase(id);
  const remove = useDeleteCase(id);
  const { draft, dirty, change, adopt } = useCaseDraft(c);
  const [confirming, setConfirming] = useState(false);
  // The draft outlives the page's tabs: only leaving the case asks (a sheet asks for itself).
  const { markSaved } = useUnsavedChanges(dirty, 'page');

  if (error && !c) {
    // A case that is not there says so; another failure is in the banner, not an endless bar.
    return (
      <NotFound
        title={isNotFound(error) ? 'Case niet gevonden' : 'Case kon niet geladen worden'}
        backTo={paths.cases}
        backLabel="Terug naar de cases"
      >
        {isNotFound(error)
          ? 'Deze case bestaat niet (meer). Misschien werd ze verwijderd of is de link onvolledig.'
          : null}
      </NotFound>
    );
  }
  if (isLoading || !c || !draft) return <PageLoading />;
  const tab = params.get('tab') ?? 'general';
  const sheetIds = c.researchSheets.map((s) => s._id);
  const closed = c.status === 'Gesloten';
  const tabs = [
    { value: 'general', label: 'Algemeen' },
    ...(hasCertificates(c) ? [{ value: 'certificates', label: 'Certificaten' }] : []),
    ...(closed ? [] : [{ value: 'new', label: 'Nieuwe fiche', icon: true }]),
    ...c.researchSheets.map((s) => ({ value: s._id, label: formatDate(s.researchDate) })),
    { value: 'overview', label: 'Overzicht' },
  ];
  const current = tabs.some((t) => t.value === tab) ? tab : 'general';
  const onSave = () =>
    save.mutate(bodyOf(draft), {
      onSuccess: (saved) => {
        adopt(saved);
        showSuccess('Opgeslagen!');
        void navigate(paths.case(id, 'general'), { replace: true });
      },
    });
  // Spec 01 §4: choosing a status saves the case (with the rest of the draft). While a boarding
  // line's dates are unsound nothing can be saved: the choice waits in the draft for 'Opslaan'.
  const chooseStatus = (status: CaseDraft['status']) => {
    if (status === draft.status) return;
    const next = { ...draft, status };
    change({ status });
    if (!draftValid(next)) return;
    save.mutate(bodyOf(next), {
      onSuccess: (saved) => {
        adopt(saved);
        showSuccess('Opgeslagen!');
      },
    });
  };
  return (
    <Box>
      <CaseHeader
        c={c}
        draft={draft}
        onChange={change}
        onStatus={chooseStatus}
        statusBusy={save.isPending}
        statuses={config.data?.statuses ?? []}
      />
      <Tabs
        value={current}
        onChange={(_e, next: string) => void navigate(paths.case(id, next))}
        variant="scrollable"
        aria-label="Onderdelen van de case"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) =>
          t.icon ? (
            <Tab key={t.value} value={t.value} icon={<AddIcon />} aria-label={t.label} />
          ) : (
            <Tab key={t.value} value={t.value} label={t.label} />
          ),
        )}
      </Tabs>
      {current === 'general' && <GeneralTab c={c} draft={draft} onChange={change} />}
      {current === 'certificates' && <CertificatesTab c={c} />}
      {current === 'overview' && <OverviewTab c={c} />}
      {(current === 'new' || sheetIds.includes(current)) && (
        <ResearchSheetTab key={current} caseDetail={c} sheetId={current} />
      )}
      {current === 'general' && (
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
            Terug
          </Button>
          <Button color="error" onClick={() => setConfirming(true)}>
            Case verwijderen
          </Button>
          {!c.invoice && (
            <Button
              variant="contained"
              disabled={save.isPending || !draftValid(draft)}
              onClick={onSave}
            >
              Opslaan
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        name={`Case ${c.reference}`}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              markSaved();
              void navigate(paths.cases);
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Box>
  );
}

import { useEffect, useState } from 'react';
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
import { PageLoading } from '../../components/PageLoading.tsx';
import { ResearchSheetTab } from '../research-sheets/index.ts';
import { formatDate } from '../../lib/format.ts';
import { useCase, useCaseConfig, useDeleteCase, useSaveCase } from './api/useCases.ts';
import { CaseHeader } from './CaseHeader.tsx';
import { CertificatesTab, hasCertificates } from './CertificatesTab.tsx';
import { bodyOf, draftOf, draftValid, type CaseDraft } from './draft.ts';
import { GeneralTab } from './GeneralTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';

/** /case/{id}?tab=general|certificates|new|overview|{sheetId} (spec 01 'Case detail'). */
export default function CaseDetail() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.cases);
  const { showSuccess } = useFeedback();
  const { data: c, isLoading } = useCase(id);
  const config = useCaseConfig();
  const save = useSaveCase(id);
  const remove = useDeleteCase(id);
  const [draft, setDraft] = useState<CaseDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (c) setDraft(draftOf(c));
  }, [c]);

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
  const change = (next: Partial<CaseDraft>) => setDraft((d) => (d ? { ...d, ...next } : d));
  const onSave = () =>
    save.mutate(bodyOf(draft), {
      onSuccess: () => {
        showSuccess('Opgeslagen!');
        void navigate(paths.case(id, 'general'), { replace: true });
      },
    });
  return (
    <Box>
      <CaseHeader c={c} draft={draft} onChange={change} statuses={config.data?.statuses ?? []} />
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
            onSuccess: () => void navigate(paths.cases),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Box>
  );
}

import { EmbryoList } from '../../icsi/index.ts';
import { ResearchSheetList } from '../../research-sheets/index.ts';
import { SemenLotList } from '../../semen/index.ts';
import { TransactionsTab } from '../../transactions/index.ts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { HorseDetail as Horse } from '@stalboek/domain';
import { paths } from '../../../lib/paths.ts';
import { NotFound, isNotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useHorse } from '../api/useHorse.ts';
import { LabResultsTab } from '../files/LabResultsTab.tsx';
import { PassportTab } from '../files/PassportTab.tsx';
import { LodgingsTab } from '../lodgings/LodgingsTab.tsx';
import { HorseActions } from './HorseActions.tsx';
import { HorseForm } from './HorseForm.tsx';
import { newHorseDefaults } from './horseForm.ts';
import { HORSE_TABS, tabQuery, visibleTabs } from './tabs.ts';
import type { HorseTab } from './tabs.ts';

/** The content of a saved horse's tab. */
function TabContent({ tab, horse }: { tab: HorseTab; horse: Horse }) {
  switch (tab) {
    case 'general':
      return <HorseForm key={horse._id} horse={horse} />;
    case 'labo':
      return <LabResultsTab horseId={horse._id} readOnly={horse.death} />;
    case 'passport':
      return <PassportTab horse={horse} />;
    case 'embryos':
      return <EmbryoList key={horse._id} embedded filter={{ horse: horse._id }} />;
    case 'semen':
      return <SemenLotList key={horse._id} embedded filter={{ stallion: horse._id }} />;
    case 'lodgings':
      return <LodgingsTab horse={horse} />;
    case 'transactions':
      return <TransactionsTab key={horse._id} horseId={horse._id} />;
    case 'research':
      return <ResearchSheetList filter={{ horse: horse._id }} />;
  }
}

/**
 * /horse/{id}?tab=… and /horse/create?type=…&surrogate=…&stud=…: a horse's tabs (spec 01 "Horse
 * detail"); the create query sets the new horse's type and switches.
 */
export default function HorseDetail() {
  const { id = 'create' } = useParams();
  const isNew = id === 'create';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: horse, isLoading, error } = useHorse(isNew ? undefined : id);
  const ctx = {
    saved: horse !== undefined,
    surrogate: horse?.surrogate ?? params.get('surrogate') === 'true',
    stud: horse?.stud_horse ?? params.get('stud') === 'true',
    type: horse?.type ?? params.get('type') ?? undefined,
  };
  const tabs = visibleTabs(ctx);
  const asked = params.get('tab');
  const tab: HorseTab = tabs.find((t) => t.tab === asked && !t.disabled)?.tab ?? HORSE_TABS[0];

  if (error && !horse) {
    // A horse that is not there says so; another failure is in the banner, not an empty page.
    return (
      <NotFound
        title={isNotFound(error) ? 'Paard niet gevonden' : 'Paard kon niet geladen worden'}
        backTo={paths.horses}
        backLabel="Terug naar de paarden"
      >
        {isNotFound(error)
          ? 'Dit paard bestaat niet (meer). Misschien werd het verwijderd of is de link onvolledig.'
          : 'Er liep iets mis bij het laden. Probeer het later opnieuw.'}
      </NotFound>
    );
  }

  return (
    <>
      <PageHeader
        title={isNew ? 'Paard toevoegen' : (horse?.name ?? 'Paard')}
        actions={
          <>
            <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(paths.horses)}>
              Terug
            </Button>
            {horse ? <HorseActions horse={horse} /> : null}
          </>
        }
      />
      {horse?.death ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Dit paard is overleden: de gegevens kunnen niet meer gewijzigd worden.
        </Alert>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: HorseTab) => setParams(tabQuery(params, next, ctx))}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map((t) => (
            <Tab key={t.tab} value={t.tab} label={t.label} disabled={t.disabled} />
          ))}
        </Tabs>
      </Box>
      {isNew ? (
        <HorseForm
          defaults={newHorseDefaults(params)}
          onCreated={(newId) => navigate(`${paths.horse(newId)}?tab=general`, { replace: true })}
        />
      ) : isLoading ? (
        <CircularProgress aria-label="Laden" />
      ) : horse ? (
        <TabContent tab={tab} horse={horse} />
      ) : null}
    </>
  );
}

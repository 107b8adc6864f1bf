import { CustomerCasesTable } from '../cases/index.ts';
import { ResearchSheetList } from '../research-sheets/index.ts';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CustomerDetail as Customer } from '@stalboek/domain';
import { NotFound, isNotFound } from '../../components/NotFound.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { paths } from '../../lib/paths.ts';
import { useCustomer } from './api/useCustomer.ts';
import { ContactsTab } from './ContactsTab.tsx';
import { CustomerForm } from './CustomerForm.tsx';
import { CUSTOMER_TABS, activeTab } from './customerTabs.ts';
import type { CustomerTab } from './customerTabs.ts';
import { HorsesTab } from './HorsesTab.tsx';
import { EmbryosTab, SemenTab } from './StockTabs.tsx';

/** The id in /customer/undefined: the form for a new customer (spec 01 §2). */
export const NEW_CUSTOMER_ID = 'undefined';

function TabPanel({ tab, customer }: { tab: CustomerTab; customer: Customer }) {
  switch (tab) {
    case 'contacts':
      return <ContactsTab customer={customer} />;
    case 'horses':
      return <HorsesTab customerId={customer._id} />;
    case 'embryos':
      return <EmbryosTab customerId={customer._id} />;
    case 'semen':
      return <SemenTab customerId={customer._id} />;
    case 'research':
      return <ResearchSheetList filter={{ customer: customer._id }} />;
    default:
      return <CustomerForm key={customer._id} customer={customer} />;
  }
}

/**
 * /customer/{id}: the customer's data, contacts (companies), horses, embryos, semen and research
 * sheets as tabs kept in the hash, and the cases below. A new customer only has the general tab.
 */
export default function CustomerDetail() {
  const { id = NEW_CUSTOMER_ID } = useParams();
  const isNew = id === NEW_CUSTOMER_ID;
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { data: customer, isLoading, error } = useCustomer(isNew ? null : id);
  const isCompany = customer?.type === 'bedrijf';
  const tab = activeTab(location.hash, customer !== undefined, isCompany);

  const title = isNew ? 'Nieuwe klant' : (customer?.displayName ?? 'Klant');
  const tabs = CUSTOMER_TABS.filter((t) => !t.companyOnly || isCompany);

  if (error && !customer) {
    // A customer that is not there says so; another failure is in the banner, not an empty page.
    return (
      <NotFound
        title={isNotFound(error) ? 'Klant niet gevonden' : 'Klant kon niet geladen worden'}
        backTo={paths.customers}
        backLabel="Terug naar de klanten"
      >
        {isNotFound(error)
          ? 'Deze klant bestaat niet (meer). Misschien werd ze verwijderd of is de link onvolledig.'
          : 'Er liep iets mis bij het laden. Probeer het later opnieuw.'}
      </NotFound>
    );
  }

  return (
    <>
      <PageHeader title={title} />
      <Tabs
        value={tab}
        onChange={(_event, next: CustomerTab) =>
          void navigate({ search: location.search, hash: next }, { replace: true })
        }
        variant="scrollable"
        aria-label="Klant"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            disabled={t.value !== 'general' && !customer}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={tabs.find((t) => t.value === tab)?.label}>
        {isNew ? (
          <CustomerForm
            key={NEW_CUSTOMER_ID}
            initialType={searchParams.get('type') === 'bedrijf' ? 'bedrijf' : 'particulier'}
          />
        ) : isLoading ? (
          <LinearProgress aria-label="Klant laden" />
        ) : customer ? (
          <TabPanel tab={tab} customer={customer} />
        ) : null}
      </Box>
      {customer ? <CustomerCasesTable customerId={customer._id} /> : null}
    </>
  );
}

import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CUSTOMER_SORT_FIELDS } from '@stalboek/domain';
import type { CustomerType } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { SearchField } from '../../components/list/SearchField.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { customerListQuery, useCustomers } from './api/useCustomers.ts';
import { companyColumns, personColumns } from './customerColumns.ts';
import { AddButton } from '../../components/AddButton.tsx';

/**
 * Spec 01 §2: default sort last_name ascending; the Bedrijven tab sorts by company name, the name a
 * company has (docs/decisions.md 21).
 */
const PERSON_SORT: SortRule[] = [{ id: 'last_name', desc: false }];
const COMPANY_SORT: SortRule[] = [{ id: 'company', desc: false }];
const FILTERS = ['first_name', 'last_name', 'company'] as const;
/** Query keys that belong to one tab; switching tabs drops them. */
const TAB_KEYS = ['first_name', 'last_name', 'company', 'sortBy', 'sortDesc'];

function typeOf(raw: string | null): CustomerType {
  return raw === 'bedrijf' ? 'bedrijf' : 'particulier';
}

/** /customer?type=particulier|bedrijf: persons and companies, filtered, sorted and paged. */
export default function CustomerList() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = typeOf(searchParams.get('type'));
  const isCompany = type === 'bedrijf';
  const list = useListParams({
    remember: isCompany ? 'customer-company' : 'customer-person',
    defaultSort: isCompany ? COMPANY_SORT : PERSON_SORT,
    sortFields: CUSTOMER_SORT_FIELDS,
    filterKeys: FILTERS,
    // Sorting, filtering and paging stay on this tab (a tab change starts its own table).
    prefetch: useListPrefetch((next) => customerListQuery({ ...next, type })),
  });
  const query = useMemo(() => ({ ...list.query, type }), [list.query, type]);
  const { data, isLoading, isFetching } = useCustomers(query);
  const { setFilter, filters } = list;

  const changeTab = (next: CustomerType) =>
    setSearchParams((prev) => {
      const params = new URLSearchParams(prev);
      for (const key of TAB_KEYS) params.delete(key);
      params.set('type', next);
      params.set('page', '1');
      return params;
    });

  const toolbar = useMemo(
    () => (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {isCompany ? (
          <SearchField
            label="Bedrijf"
            value={filters.company}
            onSearch={(v) => setFilter('company', v, { replace: true })}
          />
        ) : (
          <>
            <SearchField
              label="Voornaam"
              value={filters.first_name}
              onSearch={(v) => setFilter('first_name', v, { replace: true })}
            />
            <SearchField
              label="Achternaam"
              value={filters.last_name}
              onSearch={(v) => setFilter('last_name', v, { replace: true })}
            />
          </>
        )}
      </Stack>
    ),
    [isCompany, filters.company, filters.first_name, filters.last_name, setFilter],
  );

  const newCustomer = `${paths.customer('undefined')}${isCompany ? '?type=bedrijf' : ''}`;
  return (
    <>
      <PageHeader
        title="Klanten"
        actions={<AddButton label="Klant toevoegen" onClick={() => void navigate(newCustomer)} />}
      />
      <Tabs
        value={type}
        onChange={(_event, next: CustomerType) => changeTab(next)}
        sx={{ mb: 2 }}
        aria-label="Soort klant"
      >
        <Tab value="particulier" label="Particulieren" />
        <Tab value="bedrijf" label="Bedrijven" />
      </Tabs>
      <ListTable
        key={type}
        columns={isCompany ? companyColumns : personColumns}
        rows={data?.customers}
        total={data?.total}
        list={list}
        isLoading={isLoading}
        isFetching={isFetching}
        emptyText="Geen klanten in de database"
        toolbar={toolbar}
        initialColumnVisibility={isCompany ? { language: false } : {}}
        onRowClick={(customer) => void navigate(paths.customer(customer._id))}
      />
    </>
  );
}

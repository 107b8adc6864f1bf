import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { CASE_SORT_FIELDS, CASE_STATUSES, MAIN_ACTIVITIES } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { MultiSelectFilter } from '../../components/list/MultiSelectFilter.tsx';
import { SearchField } from '../../components/list/SearchField.tsx';
import { useListParams, type SortRule } from '../../components/list/useListParams.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import { RefFilter } from '../../components/form/RefFilter.tsx';
import { customerSource, horseSource } from '../../lib/refs.ts';
import { caseListQuery, useCases } from './api/useCases.ts';
import { caseColumns } from './caseColumns.tsx';
import { NewCaseDialog } from './NewCaseDialog.tsx';
import { AddButton } from '../../components/AddButton.tsx';

/** Spec 01 'Case list': status descending, then newest first. */
const DEFAULT_SORT: SortRule[] = [
  { id: 'status', desc: true },
  { id: 'createdAt', desc: true },
];
const FILTERS = ['search', 'horse', 'customer', 'hideSurrogate', 'onlySurrogate'] as const;
const MULTI = ['status', 'mainActivity'] as const;
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** /cases: search, filters, the two surrogate switches that exclude each other, paging, sort. */
export default function CaseList() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = useListParams({
    remember: 'case',
    defaultSort: DEFAULT_SORT,
    sortFields: CASE_SORT_FIELDS,
    filterKeys: FILTERS,
    multiFilterKeys: MULTI,
    prefetch: useListPrefetch(caseListQuery),
  });
  const cases = useCases(list.query);
  const { filters, multiFilters, setFilter, setParams } = list;

  const toolbar = useMemo(() => {
    // Turning one switch on turns the other off (spec 01 §4): one URL change for both.
    const toggle = (key: 'hideSurrogate' | 'onlySurrogate', on: boolean) =>
      setParams((params) => {
        params.delete('hideSurrogate');
        params.delete('onlySurrogate');
        if (on) params.set(key, 'true');
        else if (filters[key === 'hideSurrogate' ? 'onlySurrogate' : 'hideSurrogate'])
          params.set(key === 'hideSurrogate' ? 'onlySurrogate' : 'hideSurrogate', 'true');
        params.set('page', '1');
      });
    return (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <SearchField
          label="Zoek referentie of paard"
          value={filters.search}
          onSearch={(v) => setFilter('search', v, { replace: true })}
        />
        <RefFilter
          label="Paard"
          width={220}
          loadingName="…"
          value={filters.horse}
          onChange={(id) => setFilter('horse', id)}
          source={horseSource}
        />
        <RefFilter
          label="Klant"
          width={220}
          loadingName="…"
          value={filters.customer}
          onChange={(id) => setFilter('customer', id)}
          source={customerSource}
        />
        <MultiSelectFilter
          label="Status"
          value={multiFilters.status}
          options={options(CASE_STATUSES)}
          onChange={(v) => setFilter('status', v)}
        />
        <MultiSelectFilter
          label="Hoofdactiviteit"
          value={multiFilters.mainActivity}
          options={options(MAIN_ACTIVITIES)}
          onChange={(v) => setFilter('mainActivity', v)}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.hideSurrogate === 'true'}
              onChange={(e) => toggle('hideSurrogate', e.target.checked)}
            />
          }
          label="Draagmoeders verbergen"
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.onlySurrogate === 'true'}
              onChange={(e) => toggle('onlySurrogate', e.target.checked)}
            />
          }
          label="Enkel draagmoeders"
        />
      </Stack>
    );
  }, [filters, multiFilters, setFilter, setParams]);

  return (
    <>
      <PageHeader
        title="Cases"
        actions={<AddButton label="Case toevoegen" onClick={() => setCreating(true)} />}
      />
      <ListTable
        columns={caseColumns}
        query={cases}
        list={list}
        emptyText="Geen cases gevonden"
        toolbar={toolbar}
        initialColumnVisibility={{ updatedAt: false }}
        onRowClick={(c) => void navigate(paths.case(c._id))}
      />
      {creating && <NewCaseDialog open onClose={() => setCreating(false)} />}
    </>
  );
}

import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import { ICSI_SORT_FIELDS, icsiMsg } from '@stalboek/domain';
import { AddButton } from '../../components/AddButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import { paths } from '../../lib/paths.ts';
import { icsiLotListQuery, useIcsiLots } from './api/useIcsiLots.ts';
import { icsiLotColumns } from './icsiLotColumns.tsx';
import { ICSI_FILTER_KEYS, IcsiLotFilters } from './IcsiLotFilters.tsx';

/** Newest lots first, as the API does without a sort. */
const DEFAULT_SORT: SortRule[] = [{ id: 'createdAt', desc: true }];

/**
 * /icsi 'ICSI Loten' (spec 02 §2): page, limit, sort and the filters in the URL (the menu opens
 * it with onlyActive=true); a row opens the lot's form.
 */
export default function IcsiLotList() {
  const navigate = useNavigate();
  const list = useListParams({
    remember: 'icsi-loten',
    defaultSort: DEFAULT_SORT,
    sortFields: ICSI_SORT_FIELDS,
    filterKeys: ICSI_FILTER_KEYS,
    prefetch: useListPrefetch(icsiLotListQuery),
  });
  const lots = useIcsiLots(list.query);
  const { filters, setFilters } = list;
  const toolbar = useMemo(
    () => (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <IcsiLotFilters filters={filters} setFilters={setFilters} />
      </Stack>
    ),
    [filters, setFilters],
  );
  return (
    <>
      <PageHeader
        title="ICSI Loten"
        actions={
          <AddButton label="ICSI lot toevoegen" onClick={() => void navigate(paths.icsiCreate)} />
        }
      />
      <ListTable
        tableLabel="ICSI Loten"
        columns={icsiLotColumns}
        query={lots}
        list={list}
        emptyText={icsiMsg.empty}
        toolbar={toolbar}
        onRowClick={(lot) => void navigate(paths.icsiLot(lot._id))}
      />
    </>
  );
}

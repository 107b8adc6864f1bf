import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { BATCH_SORT_FIELDS } from '@stalboek/domain';
import type { EditableModType, Product } from '@stalboek/domain';
import type { MRT_RowSelectionState } from 'material-react-table';
import { useFeedback } from '../../lib/feedback.ts';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { batchListQuery, useBatches } from './api/useBatches.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import { useModConfig } from './api/useModConfig.ts';
import { useSetBatchesActive } from './api/useStockMutations.ts';
import { BatchActions } from './BatchActions.tsx';
import { batchColumns, HIDDEN_BATCH_COLUMNS } from './batchColumns.tsx';
import { ModDialog } from './ModDialog.tsx';
import { NewBatchDialog } from './NewBatchDialog.tsx';
import { RemainingFilter } from './RemainingFilter.tsx';

const DEFAULT_SORT: SortRule[] = [{ id: 'expirationDate', desc: false }];
const FILTERS = ['remaining'] as const;

/**
 * 'Loten' of /stock/{id} (spec 02 §2, §4): the product's batches (expiry ascending), remaining
 * filter, 'Lot toevoegen', and 'Acties' on the selected batches.
 */
export function BatchesTab({ product }: { product: Product }) {
  const { showSuccess } = useFeedback();
  const list = useListParams({
    remember: 'stock-batches',
    defaultSort: DEFAULT_SORT,
    sortFields: BATCH_SORT_FIELDS,
    filterKeys: FILTERS,
    prefetch: useListPrefetch((query) => batchListQuery(product._id, query)),
  });
  const { data, isLoading, isFetching } = useBatches(product._id, list.query);
  const modTypes = useModConfig();
  const setActive = useSetBatchesActive();
  const [adding, setAdding] = useState(false);
  const [modType, setModType] = useState<EditableModType | null>(null);

  // Another page, sort or filter shows other rows: the selection starts over.
  const listKey = JSON.stringify(list.query);
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelection({});
  }
  const selected = useMemo(
    () => (data?.batches ?? []).filter((b) => selection[b._id]),
    [data, selection],
  );

  const toggleActive = (active: boolean) =>
    setActive.mutate(
      { ids: selected.map((b) => b._id), active },
      {
        onSuccess: () =>
          showSuccess(active ? 'lot succesvol geactiveerd' : 'lot succesvol gedeactiveerd'),
      },
    );

  const { filters, setFilter } = list;
  const toolbar = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <RemainingFilter value={filters.remaining} onChange={(v) => setFilter('remaining', v)} />
      <BatchActions
        selected={selected}
        modTypes={modTypes.data ?? []}
        busy={setActive.isPending}
        onSetActive={toggleActive}
        onMod={setModType}
      />
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
        Lot toevoegen
      </Button>
    </Stack>
  );

  const modBatch = selected.length === 1 ? selected[0] : undefined;
  return (
    <>
      <ListTable
        columns={batchColumns}
        rows={data?.batches}
        total={data?.total}
        list={list}
        isLoading={isLoading}
        isFetching={isFetching}
        emptyText="Geen loten gevonden"
        toolbar={toolbar}
        initialColumnVisibility={HIDDEN_BATCH_COLUMNS}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
      />
      {adding ? <NewBatchDialog product={product} onClose={() => setAdding(false)} /> : null}
      {modType && modBatch ? (
        <ModDialog batch={modBatch} type={modType} onClose={() => setModType(null)} />
      ) : null}
    </>
  );
}

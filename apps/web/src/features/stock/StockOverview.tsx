import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { PRODUCT_TYPES, STOCK_SORT_FIELDS, TAX_RATES } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { SearchField } from '../../components/list/SearchField.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { stockKeys } from './api/keys.ts';
import { stockOverviewQuery, useStockOverview } from './api/useStockOverview.ts';
import { formatTax } from '../../lib/format.ts';
import { MediniImportDialog } from './MediniImportDialog.tsx';
import { MultiSelectFilter } from '../../components/list/MultiSelectFilter.tsx';
import { RemainingFilter } from './RemainingFilter.tsx';
import { HIDDEN_STOCK_COLUMNS, stockColumns } from './stockColumns.ts';
import { StockTotals } from './StockTotals.tsx';

const DEFAULT_SORT: SortRule[] = [{ id: 'name', desc: false }];
const FILTERS = ['search', 'remaining'] as const;
const MULTI_FILTERS = ['type', 'tax'] as const;
const TYPE_OPTIONS = PRODUCT_TYPES.map((t) => ({ value: t, label: t }));
const TAX_OPTIONS = TAX_RATES.map((t) => ({ value: String(t), label: formatTax(t) }));

/**
 * /stock 'Stock overzicht' (spec 02 §2): one row per product with what remains and its value,
 * search and filters type, tax and remaining in the URL, the totals of the whole filtered list,
 * and 'import medini' (the overview reloads whenever the import dialog closes: opening it already
 * imports the complete deliveries).
 */
export default function StockOverview() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const list = useListParams({
    remember: 'stock',
    defaultSort: DEFAULT_SORT,
    sortFields: STOCK_SORT_FIELDS,
    filterKeys: FILTERS,
    multiFilterKeys: MULTI_FILTERS,
    prefetch: useListPrefetch(stockOverviewQuery),
  });
  const overview = useStockOverview(list.query);
  const { filters, multiFilters, setFilter } = list;

  const toolbar = useMemo(
    () => (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <SearchField
          label="Zoek product"
          value={filters.search}
          onSearch={(v) => setFilter('search', v, { replace: true })}
        />
        <MultiSelectFilter
          label="Type"
          value={multiFilters.type}
          options={TYPE_OPTIONS}
          onChange={(v) => setFilter('type', v)}
        />
        <MultiSelectFilter
          label="BTW"
          value={multiFilters.tax}
          options={TAX_OPTIONS}
          onChange={(v) => setFilter('tax', v)}
        />
        <RemainingFilter value={filters.remaining} onChange={(v) => setFilter('remaining', v)} />
      </Stack>
    ),
    [filters.search, filters.remaining, multiFilters.type, multiFilters.tax, setFilter],
  );

  return (
    <>
      <PageHeader
        title="Stock overzicht"
        actions={
          <Button
            variant="contained"
            startIcon={<CloudDownloadIcon />}
            onClick={() => setImporting(true)}
          >
            import medini
          </Button>
        }
      />
      <StockTotals
        buy={overview.data?.totalRemainingBuyValue}
        sell={overview.data?.totalRemainingSellValue}
      />
      <ListTable
        columns={stockColumns}
        query={overview}
        list={list}
        emptyText="Geen producten gevonden"
        toolbar={toolbar}
        initialColumnVisibility={HIDDEN_STOCK_COLUMNS}
        onRowClick={(row) => void navigate(paths.stockProduct(row._id))}
      />
      <MediniImportDialog
        open={importing}
        onClose={() => {
          setImporting(false);
          void queryClient.invalidateQueries({ queryKey: stockKeys.all });
        }}
      />
    </>
  );
}

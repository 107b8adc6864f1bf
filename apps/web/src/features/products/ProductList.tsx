import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import { PRODUCT_SORT_FIELDS } from '@stalboek/domain';
import type { Product } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { useConfirmDelete } from '../../components/useConfirmDelete.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { EditDeleteActions } from '../../components/list/RowActions.tsx';
import { SearchField } from '../../components/list/SearchField.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useDeleteProduct } from './api/useDeleteProduct.ts';
import { productListQuery, useProducts } from './api/useProducts.ts';
import { HIDDEN_PRODUCT_COLUMNS, productColumns } from './productColumns.ts';
import { TypeFilter } from './TypeFilter.tsx';
import { AddButton } from '../../components/AddButton.tsx';

const DEFAULT_SORT: SortRule[] = [{ id: 'name', desc: false }];
const FILTERS = ['search'] as const;
/** `_id` narrows the list to given products (links from elsewhere); `type` is the multi-select. */
const MULTI_FILTERS = ['type', '_id'] as const;

/**
 * /settings/products 'Producten' (spec 02 §2): search, type multi-select, column chooser, add;
 * edit opens the product's stock page, delete asks first (a refusal shows in the banner).
 */
export default function ProductList() {
  const navigate = useNavigate();
  const list = useListParams({
    remember: 'product',
    defaultSort: DEFAULT_SORT,
    sortFields: PRODUCT_SORT_FIELDS,
    filterKeys: FILTERS,
    multiFilterKeys: MULTI_FILTERS,
    prefetch: useListPrefetch(productListQuery),
  });
  const products = useProducts(list.query);
  const remove = useConfirmDelete({
    remove: useDeleteProduct(),
    toVariables: (p: Product) => p._id,
    nameOf: (p) => p.name,
  });
  const { filters, multiFilters, setFilter } = list;

  const toolbar = useMemo(
    () => (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <SearchField
          label="Zoek product"
          value={filters.search}
          onSearch={(v) => setFilter('search', v, { replace: true })}
        />
        <TypeFilter value={multiFilters.type} onChange={(v) => setFilter('type', v)} />
      </Stack>
    ),
    [filters.search, multiFilters.type, setFilter],
  );

  return (
    <>
      <PageHeader
        title="Producten"
        actions={
          <AddButton
            label="Product toevoegen"
            onClick={() => void navigate(paths.settings.product('undefined'))}
          />
        }
      />
      <ListTable
        columns={productColumns}
        query={products}
        list={list}
        emptyText="Geen producten gevonden"
        toolbar={toolbar}
        initialColumnVisibility={HIDDEN_PRODUCT_COLUMNS}
        renderRowActions={(product) => (
          <EditDeleteActions
            name={product.name}
            onEdit={() => void navigate(paths.stockProduct(product._id))}
            onDelete={() => remove.ask(product)}
          />
        )}
      />
      {remove.dialog}
    </>
  );
}

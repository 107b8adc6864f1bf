import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { PRODUCT_SORT_FIELDS } from '@stalboek/domain';
import type { Product } from '@stalboek/domain';
import { paths } from '../../app/paths.ts';
import { useFeedback } from '../../app/feedback.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { SearchField } from '../../components/list/SearchField.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useDeleteProduct } from './api/useDeleteProduct.ts';
import { useProducts } from './api/useProducts.ts';
import { HIDDEN_PRODUCT_COLUMNS, productColumns } from './productColumns.ts';
import { TypeFilter } from './TypeFilter.tsx';

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
    defaultSort: DEFAULT_SORT,
    sortFields: PRODUCT_SORT_FIELDS,
    filterKeys: FILTERS,
    multiFilterKeys: MULTI_FILTERS,
  });
  const { data, isLoading, isFetching } = useProducts(list.query);
  const { showSuccess } = useFeedback();
  const remove = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);
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

  const confirmDelete = () => {
    if (!toDelete) return;
    const { name } = toDelete;
    remove.mutate(toDelete._id, {
      onSuccess: () => showSuccess(`${name} succesvol verwijderd`),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Producten"
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void navigate(paths.settings.product('undefined'))}
          >
            Product toevoegen
          </Button>
        }
      />
      <ListTable
        columns={productColumns}
        rows={data?.results}
        total={data?.total}
        list={list}
        isLoading={isLoading}
        isFetching={isFetching}
        emptyText="Geen producten gevonden"
        toolbar={toolbar}
        initialColumnVisibility={HIDDEN_PRODUCT_COLUMNS}
        renderRowActions={(product) => (
          <>
            <Tooltip title="Bewerken">
              <IconButton
                aria-label={`${product.name} bewerken`}
                onClick={() => void navigate(paths.stockProduct(product._id))}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Verwijderen">
              <IconButton
                aria-label={`${product.name} verwijderen`}
                onClick={() => setToDelete(product)}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      {toDelete ? (
        <ConfirmDialog
          open
          name={toDelete.name}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { MRT_ColumnDef } from 'material-react-table';
import { PROTOCOL_SORT_FIELDS } from '@stalboek/domain';
import type { Protocol } from '@stalboek/domain';
import { useFeedback } from '../../../app/feedback.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { SearchField } from '../../../components/list/SearchField.tsx';
import { useListParams } from '../../../components/list/useListParams.ts';
import type { SortRule } from '../../../components/list/useListParams.ts';
import { useDeleteTreatment } from '../api/useDeleteTreatment.ts';
import { useTreatments } from '../api/useTreatments.ts';
import { formatEuro, formatPriceKind, formatTax } from '../format.ts';
import type { TreatmentKind } from '../kinds.ts';
import { SyncAccountsButton } from './SyncAccountsButton.tsx';
import { TaxFilter } from './TaxFilter.tsx';

const DEFAULT_SORT: SortRule[] = [{ id: 'name', desc: false }];

const columns: MRT_ColumnDef<Protocol>[] = [
  { id: 'name', header: 'Naam (NL)', accessorKey: 'name' },
  { id: 'name_en', header: 'Naam (EN)', accessorFn: (p) => p.translations.en ?? '' },
  { id: 'name_fr', header: 'Naam (FR)', accessorFn: (p) => p.translations.fr ?? '' },
  { id: 'account', header: 'Rekening', accessorFn: (p) => `${p.account.number} ${p.account.name}` },
  { id: 'price', header: 'Prijs', accessorFn: (p) => formatEuro(p.price) },
  { id: 'fixedPrice', header: 'Prijstype', accessorFn: (p) => formatPriceKind(p.fixedPrice) },
  { id: 'tax', header: 'BTW', accessorFn: (p) => formatTax(p.tax) },
];

/**
 * /settings/protocols 'Protocollen' and /settings/labos 'Labo-onderzoeken' (spec 02 §2): search,
 * tax multi-select, sync accounts, edit and delete per row, default sort name ascending.
 */
export function TreatmentList({ kind }: { kind: TreatmentKind }) {
  const navigate = useNavigate();
  const list = useListParams({
    defaultSort: DEFAULT_SORT,
    sortFields: PROTOCOL_SORT_FIELDS,
    filterKeys: ['search'],
    multiFilterKeys: ['tax'],
  });
  const { data, isLoading, isFetching } = useTreatments(kind, list.query);
  const { showSuccess } = useFeedback();
  const remove = useDeleteTreatment(kind);
  const [toDelete, setToDelete] = useState<Protocol | null>(null);

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
        title={kind.listTitle}
        actions={
          <>
            <SyncAccountsButton kind={kind} />
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => navigate(kind.formPath('undefined'))}
            >
              {kind.addLabel}
            </Button>
          </>
        }
      />
      <ListTable
        columns={columns}
        rows={data?.results}
        total={data?.total}
        list={list}
        isLoading={isLoading}
        isFetching={isFetching}
        emptyText={kind.emptyText}
        toolbar={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <SearchField
              label="Zoeken"
              value={list.filters.search}
              onSearch={(value) => list.setFilter('search', value, { replace: true })}
            />
            <TaxFilter value={list.multiFilters.tax} onChange={(v) => list.setFilter('tax', v)} />
          </Stack>
        }
        renderRowActions={(row) => (
          <>
            <Tooltip title="Bewerken">
              <IconButton
                aria-label={`${row.name} bewerken`}
                onClick={() => navigate(kind.formPath(row._id))}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Verwijderen">
              <IconButton aria-label={`${row.name} verwijderen`} onClick={() => setToDelete(row)}>
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

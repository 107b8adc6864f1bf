import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import type { MRT_ColumnDef } from 'material-react-table';
import { PROTOCOL_SORT_FIELDS } from '@stalboek/domain';
import type { Protocol } from '@stalboek/domain';
import { useConfirmDelete } from '../../../components/useConfirmDelete.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { EditDeleteActions } from '../../../components/list/RowActions.tsx';
import { SearchField } from '../../../components/list/SearchField.tsx';
import { useListParams } from '../../../components/list/useListParams.ts';
import type { SortRule } from '../../../components/list/useListParams.ts';
import { useDeleteTreatment } from '../api/useDeleteTreatment.ts';
import { treatmentListQuery, useTreatments } from '../api/useTreatments.ts';
import { useListPrefetch } from '../../../components/list/useListPrefetch.ts';
import { formatEuro, formatTax } from '../../../lib/format.ts';
import type { TreatmentKind } from '../kinds.ts';
import { SyncAccountsButton } from './SyncAccountsButton.tsx';
import { TaxFilter } from './TaxFilter.tsx';
import { AddButton } from '../../../components/AddButton.tsx';

const DEFAULT_SORT: SortRule[] = [{ id: 'name', desc: false }];

/** The price kind of spec 02 §9: 'vast' (fixed) or 'variabel'. */
const priceKind = (fixedPrice: boolean) => (fixedPrice ? 'vast' : 'variabel');

const columns: MRT_ColumnDef<Protocol>[] = [
  { id: 'name', header: 'Naam (NL)', accessorKey: 'name' },
  { id: 'name_en', header: 'Naam (EN)', accessorFn: (p) => p.translations.en ?? '' },
  { id: 'name_fr', header: 'Naam (FR)', accessorFn: (p) => p.translations.fr ?? '' },
  { id: 'account', header: 'Rekening', accessorFn: (p) => `${p.account.number} ${p.account.name}` },
  { id: 'price', header: 'Prijs', accessorFn: (p) => formatEuro(p.price) },
  { id: 'fixedPrice', header: 'Prijstype', accessorFn: (p) => priceKind(p.fixedPrice) },
  { id: 'tax', header: 'BTW', accessorFn: (p) => formatTax(p.tax) },
];

/**
 * /settings/protocols 'Protocollen' and /settings/labos 'Labo-onderzoeken' (spec 02 §2): search,
 * tax multi-select, sync accounts, edit and delete per row, default sort name ascending.
 */
export function TreatmentList({ kind }: { kind: TreatmentKind }) {
  const navigate = useNavigate();
  const list = useListParams({
    remember: `treatment-${kind}`,
    defaultSort: DEFAULT_SORT,
    sortFields: PROTOCOL_SORT_FIELDS,
    filterKeys: ['search'],
    multiFilterKeys: ['tax'],
    prefetch: useListPrefetch((query) => treatmentListQuery(kind, query)),
  });
  const treatments = useTreatments(kind, list.query);
  const remove = useConfirmDelete({
    remove: useDeleteTreatment(kind),
    toVariables: (p: Protocol) => p._id,
    nameOf: (p) => p.name,
  });

  return (
    <>
      <PageHeader
        title={kind.listTitle}
        actions={
          <>
            <SyncAccountsButton kind={kind} />
            <AddButton label={kind.addLabel} onClick={() => navigate(kind.formPath('undefined'))} />
          </>
        }
      />
      <ListTable
        columns={columns}
        query={treatments}
        list={list}
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
          <EditDeleteActions
            name={row.name}
            onEdit={() => navigate(kind.formPath(row._id))}
            onDelete={() => remove.ask(row)}
          />
        )}
      />
      {remove.dialog}
    </>
  );
}

import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { MRT_ColumnDef } from 'material-react-table';
import type { Pension } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { useConfirmDelete } from '../../components/useConfirmDelete.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { EditDeleteActions } from '../../components/list/RowActions.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useDeletePension } from './api/useDeletePension.ts';
import { usePensions } from './api/usePensions.ts';
import { formatEuro, formatTax } from '../../lib/format.ts';
import { AddButton } from '../../components/AddButton.tsx';

const SORT_FIELDS = ['name', 'account', 'pricePerDay', 'tax'] as const;
const DEFAULT_SORT: SortRule[] = [{ id: 'name', desc: false }];

const columns: MRT_ColumnDef<Pension>[] = [
  { id: 'name', header: 'Naam (NL)', accessorKey: 'name' },
  { id: 'name_en', header: 'Naam (EN)', accessorFn: (p) => p.translations.en ?? '' },
  { id: 'name_fr', header: 'Naam (FR)', accessorFn: (p) => p.translations.fr ?? '' },
  { id: 'account', header: 'Rekening', accessorFn: (p) => `${p.account.number} ${p.account.name}` },
  { id: 'pricePerDay', header: 'Prijs per dag', accessorFn: (p) => formatEuro(p.pricePerDay) },
  { id: 'tax', header: 'BTW', accessorFn: (p) => formatTax(p.tax) },
];

const sortValue: Record<(typeof SORT_FIELDS)[number], (p: Pension) => string | number> = {
  name: (p) => p.name.toLowerCase(),
  account: (p) => p.account.number,
  pricePerDay: (p) => p.pricePerDay,
  tax: (p) => p.tax,
};

/** The API answers every pension type at once: this page sorts and pages them itself. */
function sortAndPage(all: Pension[], sorting: SortRule[], page: number, limit: number) {
  const rules = sorting.filter(
    (r): r is SortRule & { id: keyof typeof sortValue } => r.id in sortValue,
  );
  const sorted = [...all].sort((a, b) => {
    for (const rule of rules) {
      const x = sortValue[rule.id](a);
      const y = sortValue[rule.id](b);
      if (x !== y) return (x < y ? -1 : 1) * (rule.desc ? -1 : 1);
    }
    return 0;
  });
  return sorted.slice((page - 1) * limit, page * limit);
}

/** /settings/pension: 'Pension types' with edit and delete per row and an add button. */
export default function PensionList() {
  const navigate = useNavigate();
  const list = useListParams({
    remember: 'pension',
    defaultSort: DEFAULT_SORT,
    sortFields: SORT_FIELDS,
  });
  const { data, isLoading, isFetching } = usePensions();
  const remove = useConfirmDelete({
    remove: useDeletePension(),
    toVariables: (p: Pension) => p._id,
    nameOf: (p) => p.name,
  });
  const rows = useMemo(
    () => (data ? sortAndPage(data, list.sorting, list.page, list.limit) : undefined),
    [data, list.sorting, list.page, list.limit],
  );

  return (
    <>
      <PageHeader
        title="Pension types"
        actions={
          <AddButton
            label="Pension type toevoegen"
            onClick={() => navigate(paths.settings.pensionType('undefined'))}
          />
        }
      />
      <ListTable
        columns={columns}
        rows={rows}
        total={data?.length}
        list={list}
        isLoading={isLoading}
        isFetching={isFetching}
        emptyText="Geen pension types gevonden"
        renderRowActions={(pension) => (
          <EditDeleteActions
            name={pension.name}
            onEdit={() => navigate(paths.settings.pensionType(pension._id))}
            onDelete={() => remove.ask(pension)}
          />
        )}
      />
      {remove.dialog}
    </>
  );
}

import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { MRT_ColumnDef } from 'material-react-table';
import type { Pension } from '@stalboek/domain';
import { paths } from '../../app/paths.ts';
import { useFeedback } from '../../app/feedback.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useDeletePension } from './api/useDeletePension.ts';
import { usePensions } from './api/usePensions.ts';
import { formatEuro, formatTax } from './format.ts';

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
  const list = useListParams({ defaultSort: DEFAULT_SORT, sortFields: SORT_FIELDS });
  const { data, isLoading, isFetching } = usePensions();
  const { showSuccess } = useFeedback();
  const remove = useDeletePension();
  const [toDelete, setToDelete] = useState<Pension | null>(null);
  const rows = useMemo(
    () => (data ? sortAndPage(data, list.sorting, list.page, list.limit) : undefined),
    [data, list.sorting, list.page, list.limit],
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
        title="Pension types"
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => navigate(paths.settings.pensionType('undefined'))}
          >
            Pension type toevoegen
          </Button>
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
          <>
            <Tooltip title="Bewerken">
              <IconButton
                aria-label={`${pension.name} bewerken`}
                onClick={() => navigate(paths.settings.pensionType(pension._id))}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Verwijderen">
              <IconButton
                aria-label={`${pension.name} verwijderen`}
                onClick={() => setToDelete(pension)}
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

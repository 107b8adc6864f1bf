import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { format } from 'date-fns';
import type { MRT_ColumnDef } from 'material-react-table';
import { HORSE_SORT_FIELDS } from '@stalboek/domain';
import type { Horse } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { SearchField } from '../../components/list/SearchField.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useResearchSheetsPdf } from './api/downloads.ts';
import { useSurrogates } from './api/useSurrogates.ts';

const DEFAULT_SORT: SortRule[] = [
  { id: 'location', desc: false },
  { id: 'name', desc: false },
];
const FILTERS = ['search'] as const;

const columns: MRT_ColumnDef<Horse>[] = [
  { id: 'name', header: 'Naam', accessorKey: 'name' },
  {
    id: 'surrogate_uid',
    header: 'Draagmoeder brandnummer',
    accessorFn: (h) => h.surrogate_uid ?? '',
  },
  { id: 'microchip', header: 'Microchip', accessorFn: (h) => h.microchip ?? '' },
  { id: 'location', header: 'Locatie', accessorFn: (h) => h.fullLocation ?? '' },
  {
    id: 'date_of_birth',
    header: 'Geboortedatum',
    accessorFn: (h) => (h.date_of_birth ? format(new Date(h.date_of_birth), 'dd/MM/yyyy') : ''),
  },
];

/** /settings/research-sheets 'Onderzoeksfiches': alive surrogate mares and their sheets as one PDF. */
export default function SurrogateSheetList() {
  const navigate = useNavigate();
  const list = useListParams({
    remember: 'surrogate-sheets',
    defaultSort: DEFAULT_SORT,
    sortFields: HORSE_SORT_FIELDS,
    filterKeys: FILTERS,
  });
  const surrogates = useSurrogates(list.query);
  const pdf = useResearchSheetsPdf();
  const { setFilter } = list;
  const toolbar = useMemo(
    () => (
      <SearchField
        label="Zoek draagmoeder"
        value={list.filters.search}
        onSearch={(value) => setFilter('search', value, { replace: true })}
      />
    ),
    [list.filters.search, setFilter],
  );
  const { page: _page, limit: _limit, ...filtered } = list.query;
  return (
    <>
      <PageHeader
        title="Onderzoeksfiches"
        actions={
          <Button
            variant="contained"
            startIcon={<PictureAsPdfIcon />}
            disabled={pdf.isPending || !surrogates.data?.total}
            onClick={() => pdf.mutate(filtered)}
          >
            onderzoeksfiches downloaden
          </Button>
        }
      />
      <ListTable
        columns={columns}
        query={surrogates}
        list={list}
        emptyText="Geen draagmoeders gevonden"
        toolbar={toolbar}
        onRowClick={(horse) => navigate(paths.horse(horse._id))}
      />
    </>
  );
}

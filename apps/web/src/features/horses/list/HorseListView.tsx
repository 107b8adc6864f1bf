import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import MoveIcon from '@mui/icons-material/MoveDown';
import type { MRT_RowSelectionState, MRT_VisibilityState } from 'material-react-table';
import { HORSE_SORT_FIELDS } from '@stalboek/domain';
import type { Horse } from '@stalboek/domain';
import { paths } from '../../../lib/paths.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useListParams } from '../../../components/list/useListParams.ts';
import { useListPrefetch } from '../../../components/list/useListPrefetch.ts';
import type { SortRule } from '../../../components/list/useListParams.ts';
import { useDownload } from '../api/files.ts';
import { horseListQuery, useHorses } from '../api/useHorses.ts';
import { downloadHorsesCsv } from './downloadCsv.ts';
import { horseColumns } from './horseColumns.tsx';
import { HORSE_FILTER_KEYS, HorseListFilters } from './HorseListFilters.tsx';
import type { HorseFilterValues } from './HorseListFilters.tsx';
import { MoveHorsesDialog } from './MoveHorsesDialog.tsx';
import { titleOf } from './switches.ts';
import { AddButton } from '../../../components/AddButton.tsx';

/** 'Groepeer per locatie': sorted by location, then name. */
export const GROUPED_SORT: SortRule[] = [
  { id: 'location', desc: false },
  { id: 'name', desc: false },
];
const NAME_SORT: SortRule[] = [{ id: 'name', desc: false }];
const MULTI_FILTERS = ['_id'] as const;

export type HorseListVariant = 'all' | 'surrogatesPerLocation' | 'dead';

function isGrouped(sorting: SortRule[]): boolean {
  return sorting[0]?.id === 'location' && sorting[1]?.id === 'name';
}

/** The detail link carries type, stud and surrogate (spec 01 "Horse detail" query). */
export function horseDetailPath(h: Horse): string {
  const query = new URLSearchParams({ tab: 'general', type: h.type });
  if (h.stud_horse) query.set('stud', 'true');
  if (h.surrogate) query.set('surrogate', 'true');
  return `${paths.horse(h._id)}?${query.toString()}`;
}

/** 'Paard toevoegen' from a filtered list starts a horse of that kind (/horse/create?type=…). */
export function createHorsePath(f: HorseFilterValues): string {
  const query = new URLSearchParams();
  if (f.type) query.set('type', f.type);
  if (f.surrogate === 'true') query.set('surrogate', 'true');
  if (f.stud_horse === 'true') query.set('stud', 'true');
  const q = query.toString();
  return q ? `${paths.horse('create')}?${q}` : paths.horse('create');
}

/** Columns a filtered list does not need start hidden (the column chooser shows them). */
function initialVisibility(f: HorseFilterValues): MRT_VisibilityState {
  if (f.surrogate === 'true') return { origin: false, stud_horse: false };
  if (f.stud_horse === 'true')
    return { surrogate_uid: false, surrogate: false, donor_mare: false, embryoImplanted: false };
  return {};
}

/**
 * The horse list and its variants (spec 01 "Horse list"): search, filters, switches, grouping per
 * location, column chooser, multi-sort, selection with the move dialog, CSV of the filtered list.
 */
export function HorseListView({ variant }: { variant: HorseListVariant }) {
  const navigate = useNavigate();
  const list = useListParams({
    remember: `horse-${variant}`,
    defaultSort: variant === 'surrogatesPerLocation' ? GROUPED_SORT : NAME_SORT,
    sortFields: HORSE_SORT_FIELDS,
    filterKeys: HORSE_FILTER_KEYS,
    multiFilterKeys: MULTI_FILTERS,
    prefetch: useListPrefetch(horseListQuery),
  });
  const horses = useHorses(list.query);
  const download = useDownload();
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const [moving, setMoving] = useState(false);
  const selected = Object.keys(selection).filter((id) => selection[id]);
  const grouped = isGrouped(list.sorting);
  const columns = useMemo(
    () => horseColumns({ withDeathDate: variant === 'dead', grouped }),
    [variant, grouped],
  );
  const { setSorting, setFilters, filters } = list;
  // Stable props: the filters and the rows do not render again for a page or sort change.
  const onGroupedChange = useCallback(
    // Off sorts on name explicitly: the report's default sort is the grouping itself.
    (on: boolean) => setSorting(on ? GROUPED_SORT : NAME_SORT),
    [setSorting],
  );
  const ungroup = useCallback(() => onGroupedChange(false), [onGroupedChange]);
  const openHorse = useCallback((horse: Horse) => navigate(horseDetailPath(horse)), [navigate]);
  // A list of surrogates or of stud horses starts with its own columns (the chooser changes them).
  const columnVisibility = useMemo(() => initialVisibility(filters), [filters]);

  return (
    <>
      <PageHeader
        title={titleOf(list.filters)}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<MoveIcon />}
              disabled={selected.length === 0}
              onClick={() => setMoving(true)}
            >
              Verplaatsen{selected.length ? ` (${selected.length})` : ''}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={download.isPending}
              onClick={() => download.mutate(() => downloadHorsesCsv(list.query))}
            >
              CSV
            </Button>
            <AddButton
              label="Paard toevoegen"
              onClick={() => navigate(createHorsePath(list.filters))}
            />
          </>
        }
      />
      <HorseListFilters
        filters={list.filters}
        setFilters={setFilters}
        grouped={grouped}
        onGroupedChange={onGroupedChange}
        withStable={variant === 'surrogatesPerLocation'}
      />
      <ListTable
        columns={columns}
        query={horses}
        list={list}
        emptyText="Geen paarden gevonden"
        onRowClick={openHorse}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        initialColumnVisibility={columnVisibility}
        groupBy={grouped ? 'location' : undefined}
        onUngroup={ungroup}
      />
      {moving ? (
        <MoveHorsesDialog
          horseIds={selected}
          onClose={() => setMoving(false)}
          onMoved={() => {
            setMoving(false);
            setSelection({});
          }}
        />
      ) : null}
    </>
  );
}

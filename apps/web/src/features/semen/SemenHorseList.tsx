import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import type { MRT_ColumnDef } from 'material-react-table';
import { SEMEN_HORSE_SORT_FIELDS } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { AddButton } from '../../components/AddButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { MultiSelectFilter } from '../../components/list/MultiSelectFilter.tsx';
import { SearchField } from '../../components/list/SearchField.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import type { SortRule } from '../../components/list/useListParams.ts';
import { useListPrefetch } from '../../components/list/useListPrefetch.ts';
import { downloadActiveLotsCsv, downloadFreeSpaceCsv } from './api/csv.ts';
import { semenHorseListQuery, useSemenHorses } from './api/useSemenHorses.ts';
import type { SemenHorseRow } from './api/useSemenHorses.ts';
import { ContainerTubeFilter } from './ContainerTubeFilter.tsx';
import { EXPORT_TYPE_OPTIONS, NEW_LOT_ID } from './labels.ts';

const DEFAULT_SORT: SortRule[] = [{ id: 'horse', desc: false }];
const FILTERS = ['searchValue', 'container', 'tube'] as const;
const MULTI_FILTERS = ['exportType'] as const;

const columns: MRT_ColumnDef<SemenHorseRow>[] = [
  { id: 'horse', header: 'Paard', accessorFn: (r) => r.horse.name },
  { id: 'totalInitial', header: 'Totaal initieel', accessorKey: 'totalInitial' },
  { id: 'currentInventory', header: 'Huidige stock', accessorKey: 'currentInventory' },
  { id: 'totalMods', header: 'Wijzigingen', accessorKey: 'totalMods' },
];

/** The stallion's id; the table's loading placeholders are rows of nulls. */
const horseRowId = (row: SemenHorseRow): string =>
  String((row.horse as SemenHorseRow['horse'] | null)?._id);

/** A CSV button; a failed download shows in the banner (the mutation's error). */
function CsvButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const run = useMutation({ mutationFn: download });
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={run.isPending}
      onClick={() => run.mutate()}
    >
      {label}
    </Button>
  );
}

/**
 * /semen 'Paarden met sperma loten' (spec 02 §2): one row per stallion with lots and its straw
 * totals; stallion search, export type, container and (once a container is chosen) tube in the
 * URL; a row opens the stallion's lots with the empty ones hidden.
 */
export default function SemenHorseList() {
  const navigate = useNavigate();
  const list = useListParams({
    remember: 'sperma-hengsten',
    defaultSort: DEFAULT_SORT,
    sortFields: SEMEN_HORSE_SORT_FIELDS,
    filterKeys: FILTERS,
    multiFilterKeys: MULTI_FILTERS,
    prefetch: useListPrefetch(semenHorseListQuery),
  });
  const horses = useSemenHorses(list.query);
  const { filters, multiFilters, setFilter, setFilters } = list;

  const toolbar = useMemo(
    () => (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <SearchField
          label="Zoek hengst"
          value={filters.searchValue}
          onSearch={(v) => setFilter('searchValue', v, { replace: true })}
        />
        <MultiSelectFilter
          label="Export type"
          value={multiFilters.exportType}
          options={EXPORT_TYPE_OPTIONS}
          onChange={(v) => setFilter('exportType', v)}
        />
        <ContainerTubeFilter
          container={filters.container}
          tube={filters.tube}
          onChange={(next) => setFilters(next)}
        />
      </Stack>
    ),
    [filters, multiFilters.exportType, setFilter, setFilters],
  );

  return (
    <>
      <PageHeader
        title="Paarden met sperma loten"
        actions={
          <>
            <CsvButton label="Vrije plaatsen CSV" download={downloadFreeSpaceCsv} />
            <CsvButton label="actieve loten" download={downloadActiveLotsCsv} />
            <AddButton
              label="Sperma lot toevoegen"
              onClick={() => void navigate(paths.semenLot(NEW_LOT_ID))}
            />
          </>
        }
      />
      <ListTable
        columns={columns}
        query={horses}
        list={list}
        getRowId={horseRowId}
        emptyText="Geen paarden met sperma loten gevonden"
        toolbar={toolbar}
        onRowClick={(row) => void navigate(paths.semenHorse(row.horse._id))}
      />
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MaterialReactTable, useMaterialReactTable } from 'material-react-table';
import type {
  MRT_ColumnDef,
  MRT_Row,
  MRT_RowData,
  MRT_RowSelectionState,
  MRT_TableInstance,
  MRT_Updater,
  MRT_VisibilityState,
} from 'material-react-table';
import { MRT_Localization_NL } from 'material-react-table/locales/nl';
import { EmbeddedPagination } from './EmbeddedPagination.tsx';
import type { ListState } from './useListParams.ts';

/** Page sizes offered under every list. */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100];

/** A list query as the API answers it (DESIGN §4: `{results, total}`): TanStack Query's result. */
export type ListQuery<T> = {
  data?: { results: T[]; total: number };
  isLoading: boolean;
  isFetching: boolean;
};

/** The rows: a list query's result, or a page and its total taken from another answer shape. */
type RowSource<T> =
  | { query: ListQuery<T>; rows?: never; total?: never; isLoading?: never; isFetching?: never }
  | {
      query?: never;
      /** The current page of rows as the API answered; undefined while nothing is loaded yet. */
      rows: T[] | undefined;
      /** The API's `total` for the filtered list. */
      total: number | undefined;
      /** First load: skeleton rows. */
      isLoading?: boolean;
      /** Background refetch (other page, other sort): progress bar above the rows. */
      isFetching?: boolean;
    };

export type ListTableProps<T extends MRT_RowData> = RowSource<T> & {
  /** Column ids (or accessorKeys) are the API's sortBy names. */
  columns: MRT_ColumnDef<T>[];
  /** The URL-kept state of useListParams (pass its whole result). */
  list: ListTableState;
  /** Text shown when the list is empty, e.g. 'Geen locaties in de database'. */
  emptyText: string;
  /** Row id for selection and React keys; defaults to the row's `_id`. */
  getRowId?: (row: T) => string;
  /** Makes rows clickable (e.g. go to the detail page). */
  onRowClick?: (row: T) => void;
  /** Buttons per row, shown in a last column 'Acties'. */
  renderRowActions?: (row: T) => ReactNode;
  /** Controlled row selection (keyed by row id); shows the checkboxes when given. */
  rowSelection?: MRT_RowSelectionState;
  onRowSelectionChange?: (next: MRT_RowSelectionState) => void;
  /** Extra content left of the table's own toolbar buttons (search, filters, add button). */
  toolbar?: ReactNode;
  /** Columns hidden at first (the user shows them with the column chooser). */
  initialColumnVisibility?: MRT_VisibilityState;
  /** The table's accessible name, when no heading names it. */
  tableLabel?: string;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /**
   * A table inside a screen (under tabs, in a dialog): no toolbar unless given, no column chooser
   * or page-size choice, and a plain pager 'from–to van total' shown from `footerFrom` rows
   * (default: a full page, spec 01 §9). Loading shows no placeholder rows.
   */
  embedded?: { footerFrom?: number };
};

/** What ListTable reads and sets of useListParams' result. */
export type ListTableState = Pick<
  ListState,
  'page' | 'limit' | 'sorting' | 'sortFields' | 'setPagination' | 'setSorting'
>;

function resolve<S>(updater: MRT_Updater<S>, current: S): S {
  return updater instanceof Function ? updater(current) : updater;
}

function defaultRowId(row: MRT_RowData): string {
  return String(row._id);
}

/**
 * The one list component: material-react-table with server-side paging, multi-sort (shift-click
 * adds a column) and filtering, all kept in the URL by useListParams. Column chooser, optional
 * row selection and row click, Dutch texts. The page owns the query (TanStack Query).
 */
export function ListTable<T extends MRT_RowData>(props: ListTableProps<T>) {
  const { list, columns, onRowClick, renderRowActions, rowSelection, onRowSelectionChange } = props;
  const source = props.query
    ? {
        rows: props.query.data?.results,
        total: props.query.data?.total,
        isLoading: props.query.isLoading,
        isFetching: props.query.isFetching,
      }
    : props;
  const rows = source.rows;
  const sortFields = list.sortFields;

  const sortableColumns = useMemo(
    () =>
      sortFields
        ? columns.map((column) => {
            const id = column.id ?? String(column.accessorKey ?? '');
            return { ...column, enableSorting: column.enableSorting ?? sortFields.includes(id) };
          })
        : columns,
    [columns, sortFields],
  );
  const embedded = props.embedded;
  const loading = source.isLoading ?? false;
  // An embedded table says it is empty only once it knows.
  const emptyText = embedded && loading ? '' : props.emptyText;
  const localization = useMemo(
    () => ({ ...MRT_Localization_NL, noRecordsToDisplay: emptyText }),
    [emptyText],
  );
  const pagination = { pageIndex: list.page - 1, pageSize: list.limit };
  const sorting = list.sorting;

  // A page past the end (the last row of the last page was deleted, an old link): go to the last page.
  const { page, limit, setPagination } = list;
  // While another page loads, the total stays the one known: the table keeps its page.
  const [knownTotal, setKnownTotal] = useState(source.total);
  if (source.total !== undefined && source.total !== knownTotal) setKnownTotal(source.total);
  const total = source.total ?? knownTotal ?? 0;
  const pastTheEnd = !loading && rows !== undefined && rows.length === 0 && total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) setPagination({ page: Math.max(1, Math.ceil(total / limit)), limit });
  }, [pastTheEnd, total, limit, setPagination]);

  const table: MRT_TableInstance<T> = useMaterialReactTable<T>({
    columns: sortableColumns,
    data: rows ?? [],
    rowCount: total,
    getRowId: props.getRowId ?? defaultRowId,
    localization,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: true,
    // Every column sorts ascending first (TanStack would start numbers descending).
    sortDescFirst: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableColumnActions: false,
    enableFullScreenToggle: false,
    enableDensityToggle: false,
    enableHiding: !embedded,
    enableTopToolbar: !embedded || props.toolbar !== undefined,
    renderBottomToolbar: embedded
      ? () => (
          <EmbeddedPagination
            count={total}
            page={page - 1}
            size={limit}
            from={embedded.footerFrom}
            onPage={(next) => setPagination({ page: next + 1, limit })}
          />
        )
      : undefined,
    enableRowSelection: onRowSelectionChange !== undefined,
    enableRowActions: renderRowActions !== undefined,
    positionActionsColumn: 'last',
    renderRowActions: renderRowActions
      ? ({ row }) => (
          // Clicking an action must not also open the row.
          <Box
            sx={{ display: 'flex', flexWrap: 'nowrap' }}
            onClick={(event) => event.stopPropagation()}
          >
            {renderRowActions(row.original)}
          </Box>
        )
      : undefined,
    renderTopToolbarCustomActions: props.toolbar ? () => props.toolbar : undefined,
    initialState: { columnVisibility: props.initialColumnVisibility ?? {} },
    state: {
      pagination,
      sorting,
      isLoading: loading && !embedded,
      showProgressBars: (source.isFetching ?? false) && !loading,
      ...(rowSelection ? { rowSelection } : {}),
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      list.setPagination({ page: next.pageIndex + 1, limit: next.pageSize });
    },
    onSortingChange: (updater) => list.setSorting(resolve(updater, sorting)),
    onRowSelectionChange: onRowSelectionChange
      ? (updater) => onRowSelectionChange(resolve(updater, rowSelection ?? {}))
      : undefined,
    muiPaginationProps: {
      rowsPerPageOptions: PAGE_SIZE_OPTIONS,
      showFirstButton: true,
      showLastButton: true,
    },
    muiTableBodyRowProps: onRowClick
      ? ({ row }: { row: MRT_Row<T> }) => ({
          onClick: () => onRowClick(row.original),
          sx: { cursor: 'pointer' },
        })
      : undefined,
    muiTableProps: { 'aria-label': props.tableLabel, 'aria-labelledby': props.labelledBy },
    muiTablePaperProps: { elevation: 0, variant: 'outlined' },
  });

  return <MaterialReactTable table={table} />;
}

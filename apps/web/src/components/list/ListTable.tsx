import { useEffect, useMemo } from 'react';
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
import type { ListState } from './useListParams.ts';

/** Page sizes offered under every list. */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100];

export type ListTableProps<T extends MRT_RowData> = {
  /** Column ids (or accessorKeys) are the API's sortBy names. */
  columns: MRT_ColumnDef<T>[];
  /** The current page of rows as the API answered; undefined while nothing is loaded yet. */
  rows: T[] | undefined;
  /** The API's `total` for the filtered list. */
  total: number | undefined;
  /** The URL-kept state of useListParams (pass its whole result). */
  list: ListTableState;
  /** Text shown when the list is empty, e.g. 'Geen locaties in de database'. */
  emptyText: string;
  /** First load: skeleton rows. */
  isLoading?: boolean;
  /** Background refetch (other page, other sort): progress bar above the rows. */
  isFetching?: boolean;
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
  const { list, rows, columns, onRowClick, renderRowActions, rowSelection, onRowSelectionChange } =
    props;
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
  const localization = useMemo(
    () => ({ ...MRT_Localization_NL, noRecordsToDisplay: props.emptyText }),
    [props.emptyText],
  );
  const pagination = { pageIndex: list.page - 1, pageSize: list.limit };
  const sorting = list.sorting;

  // A page past the end (the last row of the last page was deleted, an old link): go to the last page.
  const { page, limit, setPagination } = list;
  const total = props.total ?? 0;
  const pastTheEnd =
    !props.isLoading && rows !== undefined && rows.length === 0 && total > 0 && page > 1;
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
    enableHiding: true,
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
      isLoading: props.isLoading ?? false,
      showProgressBars: (props.isFetching ?? false) && !props.isLoading,
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
    muiTablePaperProps: { elevation: 0, variant: 'outlined' },
  });

  return <MaterialReactTable table={table} />;
}

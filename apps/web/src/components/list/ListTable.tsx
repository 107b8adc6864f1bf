import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {
  getColumnId,
  getDefaultColumnOrderIds,
  MaterialReactTable,
  useMaterialReactTable,
} from 'material-react-table';
import type {
  MRT_ColumnDef,
  MRT_ExpandedState,
  MRT_Row,
  MRT_RowData,
  MRT_RowSelectionState,
  MRT_StatefulTableOptions,
  MRT_TableInstance,
  MRT_TableOptions,
  MRT_Updater,
  MRT_VisibilityState,
} from 'material-react-table';
import { MRT_Localization_NL } from 'material-react-table/locales/nl';
import { EmbeddedPagination } from './EmbeddedPagination.tsx';
import type { ListState } from './useListParams.ts';
import { dataColumnOrder } from './columnOrder.ts';

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
  /**
   * Columns hidden at first (the user shows them with the column chooser). Another set (the page
   * now lists another kind of rows) starts over from it; the same set again changes nothing.
   */
  initialColumnVisibility?: MRT_VisibilityState;
  /** The table's accessible name, when no heading names it. */
  tableLabel?: string;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /**
   * Rows under a header per value of this column (its GroupedCell shows the header), all open at
   * first and each collapsible; the column itself is not repeated in the rows. The page's rows
   * are grouped as they come: sort on the column first, so that a group is not split.
   */
  groupBy?: string;
  /** The grouping chip's remove button above the table was clicked: stop grouping. */
  onUngroup?: () => void;
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
> &
  Partial<Pick<ListState, 'preference'>>;

function resolve<S>(updater: MRT_Updater<S>, current: S): S {
  return updater instanceof Function ? updater(current) : updater;
}

/** No rows yet: always the same array, so the table does not rebuild its rows for nothing. */
const NO_ROWS: never[] = [];

function defaultRowId(row: MRT_RowData): string {
  return String(row._id);
}

/** What the table itself renders from: the rows and their state, however the page got them. */
type ViewProps<T extends MRT_RowData> = Omit<ListTableProps<T>, keyof RowSource<T>> & {
  rows: T[] | undefined;
  total: number | undefined;
  isLoading: boolean | undefined;
  isFetching: boolean | undefined;
};

/**
 * The one list component: material-react-table with server-side paging, multi-sort (shift-click
 * adds a column) and filtering, all kept in the URL by useListParams. Column chooser, optional
 * row selection and row click, Dutch texts. The page owns the query (TanStack Query).
 */
export function ListTable<T extends MRT_RowData>(props: ListTableProps<T>) {
  const { query, rows, total, isLoading, isFetching, ...rest } = props;
  // Only the fields shown are passed on: a new result object with the same rows (the query's
  // other state changed) does not render the table again.
  const source = query
    ? {
        rows: query.data?.results,
        total: query.data?.total,
        isLoading: query.isLoading,
        isFetching: query.isFetching,
      }
    : { rows, total, isLoading, isFetching };
  // A click calls the page's latest handler, so an inline one renders neither table nor rows.
  const latestClick = useRef(props.onRowClick);
  useLayoutEffect(() => {
    latestClick.current = props.onRowClick;
  });
  const clickable = props.onRowClick !== undefined;
  const onRowClick = useMemo(
    () => (clickable ? (row: T) => latestClick.current?.(row) : undefined),
    [clickable],
  );
  return <ListTableView<T> {...rest} {...source} onRowClick={onRowClick} />;
}

const visibilityKey = (v: MRT_VisibilityState | undefined) => JSON.stringify(v ?? {});

/** The same props; the columns hidden at first may be a new object with the same content. */
function sameProps<T extends MRT_RowData>(prev: ViewProps<T>, next: ViewProps<T>): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)] as (keyof ViewProps<T>)[]);
  keys.delete('initialColumnVisibility');
  return (
    visibilityKey(prev.initialColumnVisibility) === visibilityKey(next.initialColumnVisibility) &&
    [...keys].every((key) => Object.is(prev[key], next[key]))
  );
}

/** Renders again only when a prop changes (pages pass stable columns, list state and toolbar). */
const ListTableView = memo(function ListTableView<T extends MRT_RowData>(props: ViewProps<T>) {
  const { list, columns, onRowClick, renderRowActions, rowSelection, onRowSelectionChange } = props;
  const source = props;
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

  const groupBy = props.groupBy;
  const [expanded, setExpanded] = useState<MRT_ExpandedState>(true);

  // The columns shown and their order: the user's remembered choice (list.preference) over the
  // page's defaults. Another kind of rows or another list starts over from its own.
  const preference = embedded ? undefined : list.preference;
  const chosenColumns = () => ({
    visibility: { ...props.initialColumnVisibility, ...preference?.saved.columnVisibility },
    order: preference?.saved.columnOrder ?? [],
  });
  const [columnVisibility, setColumnVisibility] = useState<MRT_VisibilityState>(
    () => chosenColumns().visibility,
  );
  const [columnOrder, setColumnOrder] = useState<string[]>(() => chosenColumns().order);
  const initialKey = `${preference?.key ?? ''}|${visibilityKey(props.initialColumnVisibility)}`;
  const [seenInitial, setSeenInitial] = useState(initialKey);
  if (initialKey !== seenInitial) {
    setSeenInitial(initialKey);
    const chosen = chosenColumns();
    setColumnVisibility(chosen.visibility);
    setColumnOrder(chosen.order);
  }
  // memoMode 'rows' renders a body row again only when its row object changes, and the table
  // makes new row objects only for a new data array: so the array is new whenever anything else
  // a row shows changes (a group opened or closed included). A sort or page click then renders the header and the pager at once,
  // and the rows only when the new ones are there.
  const data = useMemo(
    () => (rows ? rows.slice() : NO_ROWS),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what else a row shows, see above
    [
      rows,
      rowSelection,
      sortableColumns,
      columnVisibility,
      columnOrder,
      onRowClick,
      renderRowActions,
      expanded,
    ],
  );

  const options: MRT_TableOptions<T> = {
    columns: sortableColumns,
    data,
    rowCount: total,
    getRowId: props.getRowId ?? defaultRowId,
    localization,
    memoMode: 'rows',
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
    // Columns are reordered in the column chooser only (a drag handle in every header is clutter).
    enableColumnOrdering: !embedded,
    enableColumnDragging: false,
    positionExpandColumn: 'first',
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
    // A group's header selects its rows, never itself: the selection holds row ids only.
    enableRowSelection:
      onRowSelectionChange === undefined
        ? false
        : groupBy
          ? (row: MRT_Row<T>) => !row.getIsGrouped()
          : true,
    enableGrouping: groupBy !== undefined,
    groupedColumnMode: 'remove',
    positionToolbarDropZone: 'none',
    enableExpandAll: groupBy !== undefined,
    onExpandedChange: setExpanded,
    onGroupingChange: (updater) => {
      if (groupBy && resolve(updater, [groupBy]).length === 0) props.onUngroup?.();
    },
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
    state: {
      columnVisibility,
      pagination,
      sorting,
      isLoading: loading && !embedded,
      ...(groupBy ? { grouping: [groupBy], expanded } : {}),
      ...(rowSelection ? { rowSelection } : {}),
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      list.setPagination({ page: next.pageIndex + 1, limit: next.pageSize });
    },
    onSortingChange: (updater) => list.setSorting(resolve(updater, sorting)),
    onColumnVisibilityChange: (updater) => {
      const next = resolve(updater, columnVisibility);
      setColumnVisibility(next);
      preference?.save({ columnVisibility: next });
    },
    onColumnOrderChange: (updater) => {
      const next = dataColumnOrder(resolve(updater, fullOrder(columnOrder)), columnIds);
      setColumnOrder(next);
      preference?.save({ columnOrder: next });
    },
    onRowSelectionChange: onRowSelectionChange
      ? (updater) => onRowSelectionChange(resolve(updater, rowSelection ?? {}))
      : undefined,
    muiPaginationProps: {
      rowsPerPageOptions: PAGE_SIZE_OPTIONS,
      showFirstButton: true,
      showLastButton: true,
    },
    muiTableBodyRowProps: ({ row }: { row: MRT_Row<T> }) =>
      // A group's header opens or closes its group; a row opens its record.
      row.getIsGrouped()
        ? { onClick: () => row.toggleExpanded(), sx: { cursor: 'pointer' } }
        : onRowClick
          ? { onClick: () => onRowClick(row.original), sx: { cursor: 'pointer' } }
          : {},
    muiTableProps: { 'aria-label': props.tableLabel, 'aria-labelledby': props.labelledBy },
    muiTablePaperProps: { elevation: 0, variant: 'outlined' },
  };
  const columnIds = sortableColumns.map(getColumnId);
  // MRT's full order (selection, expand and action columns around the data columns) from ours.
  const fullOrder = (order: string[]) =>
    getDefaultColumnOrderIds({
      ...options,
      state: { ...options.state, columnOrder: dataColumnOrder(order, columnIds) },
    } as MRT_StatefulTableOptions<T>);
  const table: MRT_TableInstance<T> = useMaterialReactTable<T>({
    ...options,
    state: { ...options.state, columnOrder: fullOrder(columnOrder) },
  });

  // The table's own progress bars open and close with a Collapse that measures the page twice
  // per load (forced layouts); this bar is shown and hidden without measuring.
  const refetching = (source.isFetching ?? false) && !loading;
  return (
    <Box sx={{ position: 'relative' }}>
      {refetching ? (
        <LinearProgress
          aria-label="Laden"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2 }}
        />
      ) : null}
      <MaterialReactTable table={table} />
    </Box>
  );
}, sameProps) as <T extends MRT_RowData>(props: ViewProps<T>) => ReactNode;

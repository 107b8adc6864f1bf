import { useMemo } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { MOD_SORT_FIELDS } from '@stalboek/domain';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListTable } from '../../components/list/ListTable.tsx';
import { useListParams } from '../../components/list/useListParams.ts';
import { useStockMods } from './api/useStockMods.ts';
import { reportColumns, tableColumns } from './modColumns.tsx';
import { downloadModsCsv } from './modsCsv.ts';
import { REPORT_FILTER_KEYS, ReportFilters } from './ReportFilters.tsx';
import { chosenTypes, modsQuery } from './reportQuery.ts';
import type { ReportScope } from './reportQuery.ts';

export type StockModReportProps = {
  title: string;
  /** The report's fixed part of the query: one type, or every outgoing type. */
  scope: ReportScope;
  /** Name of the downloaded CSV file. */
  filename: string;
};

const DEFAULT_SORT = [{ id: 'createdAt', desc: true }];
const TYPE_KEY = ['type'] as const;
export const EMPTY_TEXT = 'Geen stock modificaties voor product gevonden.';

/**
 * One stock-mod report (spec 02 "Stock-mod reports"): filters horse, product, client and date
 * range in the URL, the outgoing report also a multi-select of types; newest first; CSV of every
 * filtered row.
 */
export function StockModReport({ title, scope, filename }: StockModReportProps) {
  const outgoing = 'out' in scope;
  const list = useListParams({
    remember: 'stock-mod-report',
    defaultSort: DEFAULT_SORT,
    sortFields: MOD_SORT_FIELDS,
    filterKeys: REPORT_FILTER_KEYS,
    multiFilterKeys: TYPE_KEY,
  });
  const types = chosenTypes(list.multiFilters.type);
  const query = modsQuery(list.query, scope, types);
  const mods = useStockMods(query);
  const kind = 'type' in scope && scope.type === 'Aankoop' ? 'purchase' : 'outgoing';
  const columns = useMemo(() => reportColumns(kind), [kind]);
  const tableCols = useMemo(() => tableColumns(columns), [columns]);
  const download = useMutation({
    mutationFn: () => downloadModsCsv(query, columns, filename),
  });
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            CSV
          </Button>
        }
      />
      <ReportFilters
        filters={list.filters}
        setFilter={list.setFilter}
        types={outgoing ? types : undefined}
      />
      <ListTable columns={tableCols} query={mods} list={list} emptyText={EMPTY_TEXT} />
    </>
  );
}

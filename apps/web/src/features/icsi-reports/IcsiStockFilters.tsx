import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { RefFilter } from '../../components/form/RefFilter.tsx';
import { MultiSelectFilter } from '../../components/list/MultiSelectFilter.tsx';
import { DayFilter, parseDay } from '../stock-reports/index.ts';
import { TYPE_OPTIONS, mareSource, ownerSource } from './stockReport.ts';
import type { IcsiStockScope } from './stockReport.ts';

export type IcsiStockFilterKey = 'owner' | 'mare' | 'type' | 'from' | 'to';

export type IcsiStockFiltersProps = {
  scope: IcsiStockScope;
  onChange: (key: IcsiStockFilterKey, value: string | string[] | undefined) => void;
};

/** Customer (owner), mare, the movement types and the date range: all of them in the URL. */
export function IcsiStockFilters({ scope, onChange }: IcsiStockFiltersProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, displayPrint: 'none' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {/* A box of its width: the picker then fills it (the names are long). */}
        <Box sx={{ width: 300 }}>
          <RefFilter
            label="Klant"
            value={scope.owner}
            onChange={(id) => onChange('owner', id)}
            source={ownerSource}
          />
        </Box>
        <Box sx={{ width: 300 }}>
          <RefFilter
            label="Merrie"
            value={scope.mare}
            onChange={(id) => onChange('mare', id)}
            source={mareSource}
          />
        </Box>
        <MultiSelectFilter
          label="Type"
          value={scope.types}
          options={TYPE_OPTIONS}
          onChange={(types) => onChange('type', types)}
        />
        <DayFilter
          label="Van"
          value={scope.from}
          onChange={(day) => onChange('from', day)}
          maxDate={parseDay(scope.to)}
        />
        <DayFilter
          label="Tot en met"
          value={scope.to}
          onChange={(day) => onChange('to', day)}
          minDate={parseDay(scope.from)}
        />
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { format, isValid } from 'date-fns';
import { EDITABLE_MOD_TYPES } from '@stalboek/domain';
import { customerSource, horseSource, productSource } from '../../lib/refs.ts';
import type { RefSource } from '../../lib/refs.ts';
import { RefFilter } from '../../components/form/RefFilter.tsx';
import { parseDay } from './reportQuery.ts';

export const REPORT_FILTER_KEYS = ['horse', 'product', 'client', 'from', 'to'] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

/** The reports' horse, product and customer filters, each an id in the URL. */
const REF_FILTERS: { key: ReportFilterKey; label: string; source: RefSource }[] = [
  { key: 'horse', label: 'Paard', source: horseSource },
  { key: 'product', label: 'Product', source: productSource },
  { key: 'client', label: 'Klant', source: customerSource },
];

export type ReportFiltersProps = {
  filters: Record<ReportFilterKey, string | undefined>;
  setFilter: (key: ReportFilterKey | 'type', value: string | string[] | undefined) => void;
  /** The outgoing report's multi-select of modification types; absent elsewhere. */
  types?: string[];
};

/** A day filter kept in the URL as yyyy-MM-dd; what is being typed stays local until complete. */
export function DayFilter(props: {
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  minDate?: Date | undefined;
  maxDate?: Date | undefined;
}) {
  const [shown, setShown] = useState<Date | null>(parseDay(props.value) ?? null);
  const [sent, setSent] = useState(props.value);
  if (props.value !== sent) {
    // Changed from outside (back button, a link): show it.
    setSent(props.value);
    setShown(parseDay(props.value) ?? null);
  }
  const change = (date: Date | null) => {
    setShown(date);
    // Half-typed text (or the year 0020 on the way to 2026) is not a filter yet.
    const day =
      date === null
        ? undefined
        : isValid(date) && date.getFullYear() >= 1900
          ? format(date, 'yyyy-MM-dd')
          : sent;
    if (day === sent) return;
    setSent(day);
    props.onChange(day);
  };
  return (
    <DatePicker
      label={props.label}
      value={shown}
      onChange={change}
      format="dd/MM/yyyy"
      minDate={props.minDate}
      maxDate={props.maxDate}
      enableAccessibleFieldDOMStructure={false}
      slotProps={{ textField: { size: 'small', sx: { width: 200 } }, field: { clearable: true } }}
    />
  );
}

/** Horse, product, client, date range and (outgoing report) the modification types. */
export function ReportFilters({ filters, setFilter, types }: ReportFiltersProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, displayPrint: 'none' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {types ? (
          <TextField
            select
            size="small"
            label="Type modificatie"
            value={types}
            onChange={(event) => {
              const next = event.target.value as unknown;
              setFilter('type', Array.isArray(next) ? next.map(String) : String(next).split(','));
            }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (selected as string[]).join(', '),
              },
            }}
            sx={{ minWidth: 200, maxWidth: 320 }}
          >
            {EDITABLE_MOD_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                <Checkbox size="small" checked={types.includes(t)} />
                <ListItemText primary={t} />
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {REF_FILTERS.map(({ key, label, source }) => (
          <RefFilter
            key={key}
            label={label}
            value={filters[key]}
            onChange={(id) => setFilter(key, id)}
            source={source}
            width={240}
          />
        ))}
        <DayFilter
          label="Van"
          value={filters.from}
          onChange={(day) => setFilter('from', day)}
          maxDate={parseDay(filters.to)}
        />
        <DayFilter
          label="Tot en met"
          value={filters.to}
          onChange={(day) => setFilter('to', day)}
          minDate={parseDay(filters.from)}
        />
      </Stack>
    </Paper>
  );
}

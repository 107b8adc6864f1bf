import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref, RefSource } from './api/refs.ts';

/** How long typing must pause before the autocomplete asks the server. */
const DEBOUNCE_MS = 250;

export type RefFilterProps = {
  label: string;
  /** The chosen id as the URL keeps it. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  source: RefSource;
};

/**
 * A report filter: an autocomplete on a server search whose chosen id lives in the URL; an id
 * that came with the URL is named by fetching it.
 */
export function RefFilter({ label, value, onChange, source }: RefFilterProps) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const named = useQuery({
    queryKey: [source.key, 'ref', value],
    queryFn: ({ signal }) => source.byId(value ?? '', signal),
    enabled: value !== undefined,
    staleTime: Infinity,
    meta: { silentError: true },
  });
  const chosen: Ref | null = value
    ? named.data?._id === value
      ? named.data
      : { _id: value, name: '' }
    : null;
  const typed = chosen && term === chosen.name ? '' : term;
  const { data, isFetching } = useQuery({
    queryKey: [source.key, 'report-filter', typed],
    queryFn: ({ signal }) => source.search(typed, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
  const options = data ?? [];
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={
        chosen && !options.some((o) => o._id === chosen._id) ? [chosen, ...options] : options
      }
      value={chosen}
      onChange={(_event, next) => onChange(next?._id)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o._id}
      filterOptions={(o) => o}
      loading={isFetching}
      loadingText="Laden…"
      noOptionsText="Geen resultaten"
      size="small"
      sx={{ width: 240 }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from './api/searchRefs.ts';

const DEBOUNCE_MS = 250;

export type RefPickerProps = {
  label: string;
  value: Ref | null;
  onChange: (value: Ref | null) => void;
  /** Asks the server for matches of `text` (at most 10). */
  search: (text: string, signal: AbortSignal) => Promise<Ref[]>;
  /** Distinguishes the cached answers of different searches (['customers'], ['horses']). */
  queryKey: readonly string[];
  required?: boolean;
  error?: string | undefined;
  onBlur?: () => void;
};

/** Picks a customer or a horse by typing part of its name (debounced server search). */
export function RefPicker(props: RefPickerProps) {
  const { value, onChange, search } = props;
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const typed = value && term === value.name ? '' : term;
  const { data, isFetching } = useQuery({
    queryKey: [...props.queryKey, 'picker', typed],
    queryFn: ({ signal }) => search(typed, signal),
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
      options={value && !options.some((o) => o._id === value._id) ? [value, ...options] : options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o._id}
      filterOptions={(o) => o}
      loading={isFetching}
      loadingText="Laden…"
      noOptionsText="Geen resultaten"
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          onBlur={props.onBlur}
          error={props.error !== undefined}
          helperText={props.error}
        />
      )}
    />
  );
}

import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from '../../lib/refs.ts';

/** How long typing must pause before the autocomplete asks the server. */
const DEBOUNCE_MS = 250;

export type RefAutocompleteProps = {
  label: string;
  value: Ref | null;
  onChange: (value: Ref | null) => void;
  /** Asks the server for matches of `text` (a search of lib/refs.ts). */
  search: (text: string, signal: AbortSignal) => Promise<Ref[]>;
  /** Distinguishes the cached answers of different searches (e.g. ['customers']). */
  queryKey: readonly string[];
  /** Ids left out of the choices (a horse cannot be its own donor; a product listed once). */
  exclude?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  /** Shown under the field when there is no error (e.g. why it is locked). */
  helperText?: string;
  size?: 'small' | 'medium';
  /** A fixed width (a filter in a toolbar); otherwise the field takes the whole width. */
  width?: number;
  name?: string;
  onBlur?: () => void;
  /** In a table cell: no visible label, the label only for assistive technology. */
  hideLabel?: boolean;
  noOptionsText?: string;
  /** A failed search shows in the banner (a form's own list) instead of only in the console. */
  reportErrors?: boolean;
};

/** Picks a customer, horse or product by typing part of its name (server search, debounced). */
export function RefAutocomplete(props: RefAutocompleteProps) {
  const { value, onChange, search, exclude } = props;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const typed = value && term === value.name ? '' : term;
  const { data, isFetching } = useQuery({
    queryKey: [...props.queryKey, 'autocomplete', typed],
    queryFn: ({ signal }) => search(typed, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    meta: { silentError: !props.reportErrors },
  });
  const options = (data ?? []).filter((o) => o._id === value?._id || !exclude?.includes(o._id));
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
      noOptionsText={props.noOptionsText ?? 'Geen resultaten'}
      disabled={props.disabled}
      size={props.size}
      fullWidth={props.width === undefined}
      sx={props.width === undefined ? undefined : { width: props.width, flexShrink: 0 }}
      renderInput={(params) => (
        <TextField
          {...params}
          // The field fills the box the Autocomplete is given (a filter's fixed width too).
          fullWidth
          name={props.name}
          label={props.hideLabel ? undefined : props.label}
          placeholder={props.hideLabel ? 'Kies…' : undefined}
          inputProps={
            props.hideLabel
              ? { ...params.inputProps, 'aria-label': props.label }
              : params.inputProps
          }
          required={props.required}
          onBlur={props.onBlur}
          error={props.error !== undefined}
          helperText={props.error ?? props.helperText}
        />
      )}
    />
  );
}

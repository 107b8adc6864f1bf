import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

/** An entity as a pick list shows it. */
export type Ref = { _id: string; name: string };

/** How long typing must pause before the autocomplete asks the server. */
const DEBOUNCE_MS = 250;

export type RefAutocompleteProps = {
  label: string;
  value: Ref | null;
  onChange: (value: Ref | null) => void;
  /** Asks the server for matches of `text` (at most 10). */
  search: (text: string, signal: AbortSignal) => Promise<Ref[]>;
  /** Distinguishes the cached answers of different searches (e.g. ['customers']). */
  queryKey: readonly string[];
  /** Left out of the choices (a horse cannot be its own donor). */
  excludeId?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  size?: 'small' | 'medium';
  name?: string;
  onBlur?: () => void;
  /** In a table cell: no visible label, the label only for assistive technology. */
  hideLabel?: boolean;
};

/** Picks a customer or a horse by typing part of its name (server search, debounced). */
export function RefAutocomplete(props: RefAutocompleteProps) {
  const { value, onChange, search, excludeId } = props;
  const [text, setText] = useState('');
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
    meta: { silentError: true },
  });
  const options = (data ?? []).filter((o) => o._id !== excludeId);
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
      disabled={props.disabled}
      size={props.size}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
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
          helperText={props.error}
        />
      )}
    />
  );
}

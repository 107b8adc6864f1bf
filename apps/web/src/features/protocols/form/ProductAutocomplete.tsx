import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { treatmentKeys } from '../api/keys.ts';
import { searchProducts } from '../api/searchProducts.ts';
import type { ProductRef } from '../api/searchProducts.ts';

const DEBOUNCE_MS = 250;

export type ProductAutocompleteProps = {
  label: string;
  value: ProductRef | null;
  onChange: (value: ProductRef | null) => void;
  /** Products already in the list are not offered again. */
  exclude: readonly string[];
  error?: string | undefined;
  onBlur?: () => void;
};

/** Picks a product by typing part of its name (GET /api/product/search, 5 at most). */
export function ProductAutocomplete(props: ProductAutocompleteProps) {
  const { value, onChange, exclude } = props;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const typed = value && term === value.name ? '' : term;
  const { data, isFetching } = useQuery({
    queryKey: treatmentKeys.productSearch(typed),
    queryFn: ({ signal }) => searchProducts(typed, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const found = (data ?? []).filter((p) => p._id === value?._id || !exclude.includes(p._id));
  const options = value && !found.some((p) => p._id === value._id) ? [value, ...found] : found;
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      getOptionLabel={(p) => p.name}
      getOptionKey={(p) => p._id}
      filterOptions={(o) => o}
      loading={isFetching}
      loadingText="Laden…"
      noOptionsText="Geen producten gevonden"
      size="small"
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required
          onBlur={props.onBlur}
          error={props.error !== undefined}
          helperText={props.error}
        />
      )}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useFeedback } from '../../lib/feedback.ts';

/** How long typing must pause before the search goes to the URL. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchFieldProps = {
  /** Accessible label, e.g. 'Zoeken in locaties'. */
  label: string;
  /** The filter's current value in the URL (list.filters.query). */
  value: string | undefined;
  /** Writes the filter to the URL (e.g. `(v) => list.setFilter('query', v, { replace: true })`). */
  onSearch: (value: string | undefined) => void;
  delay?: number;
};

/**
 * A search box whose text goes to a URL filter after a pause in typing; the URL (back button,
 * pasted link) is the source of truth. The error banner is reset before each new search (spec 01 §8).
 */
export function SearchField({
  label,
  value,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
}: SearchFieldProps) {
  const { clearError } = useFeedback();
  const urlValue = value ?? '';
  const [text, setText] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  // The last value this field wrote; its own URL update must not overwrite newer typing.
  const [sent, setSent] = useState<string | null>(null);
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    if (urlValue !== sent) {
      // The URL changed from elsewhere (back button, link): show its value.
      setText(urlValue);
      setSent(null);
    }
  }

  // The latest onSearch, so an inline callback does not restart the pause on every render.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (text.trim() === urlValue.trim()) return;
    const timer = setTimeout(() => {
      const value = text.trim();
      clearError();
      setSent(value);
      onSearchRef.current(value || undefined);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, urlValue, delay, clearError]);

  return (
    <TextField
      label={label}
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                aria-label="Zoekterm wissen"
                size="small"
                edge="end"
                onClick={() => setText('')}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={{ minWidth: 260 }}
    />
  );
}

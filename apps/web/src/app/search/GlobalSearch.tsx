import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FactoryIcon from '@mui/icons-material/Factory';
import PersonIcon from '@mui/icons-material/Person';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import { horseIdentifierLabel } from '@stalboek/domain';
import { apiFetch } from '../../api/client.ts';
import { paths } from '../../lib/paths.ts';
import { useFeedback } from '../../lib/feedback.ts';
import { HorseshoeIcon } from '../shell/HorseshoeIcon.tsx';
import { fetchGlobalSearch } from './searchSource.ts';
import type { SearchFetcher, SearchHit } from './searchSource.ts';

const DEBOUNCE_MS = 300;
const SEARCH_TYPES = {
  horse: 'Horse',
  customer: 'Customer',
  semen: 'SemenCollection',
  embryo: 'Embryo',
} as const;
const MIN_TERM = 2;

export const TYPE_MORE = `Typ minstens ${MIN_TERM} tekens om te zoeken`;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Records the chosen hit for most-viewed / most-recent; a failure is only logged (spec 01 §8). */
function recordChoice(hit: SearchHit): void {
  const searchResult = {
    searchItem: hit._id,
    searchType: SEARCH_TYPES[hit.kind],
  };
  apiFetch('/api/search-result/', { method: 'POST', body: { searchResult } }).catch(
    (err: unknown) => console.error('Zoekresultaat niet bewaard', err),
  );
}

function hrefOf(hit: SearchHit): string {
  if (hit.kind === 'semen') return paths.semenLot(hit._id);
  if (hit.kind === 'embryo') return paths.icsiLot(hit.lotId);
  return hit.kind === 'horse' ? `/horse/${hit._id}` : `/customer/${hit._id}`;
}

/**
 * Horseshoe for a horse, factory for a company, person otherwise (spec 01 §2), a snowflake for
 * a frozen-semen lot or an embryo, each named.
 */
function HitIcon({ hit }: { hit: SearchHit }) {
  if (hit.kind === 'horse')
    return <HorseshoeIcon fontSize="small" color="action" titleAccess="Paard" />;
  if (hit.kind === 'semen')
    return <AcUnitIcon fontSize="small" color="action" titleAccess="Sperma lot" />;
  if (hit.kind === 'embryo')
    return <AcUnitIcon fontSize="small" color="primary" titleAccess="Embryo" />;
  return hit.type === 'bedrijf' ? (
    <FactoryIcon fontSize="small" color="action" titleAccess="Bedrijf" />
  ) : (
    <PersonIcon fontSize="small" color="action" titleAccess="Particulier" />
  );
}

/** Why a hit is there when it is not its name: a company's contact and VAT, a horse's chip. */
function HitDetails({ hit }: { hit: SearchHit }) {
  const parts =
    hit.kind === 'horse'
      ? [hit.identifier && `${horseIdentifierLabel[hit.identifier.field]} ${hit.identifier.value}`]
      : hit.kind === 'semen'
        ? [`Sperma lot van ${hit.stallion}`, hit.owner, `${hit.currentInventory} rietjes`]
        : hit.kind === 'embryo'
          ? [`Embryo van ${hit.donorMare}`, hit.active ? null : 'inactief']
          : hit.type === 'bedrijf'
            ? [hit.contactName, hit.tva ? `BTW ${hit.tva}` : null]
            : [];
  if (!parts.some(Boolean)) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {parts.filter(Boolean).join(' · ')}
    </Typography>
  );
}

/**
 * The top bar's 'Zoeken' box: horses and customers from the second character on, each opening its
 * page; the choice is recorded. Failures are only logged (spec 01 §8).
 */
export function GlobalSearch({ fetcher = fetchGlobalSearch }: { fetcher?: SearchFetcher }) {
  const navigate = useNavigate();
  const { clearError } = useFeedback();
  const [input, setInput] = useState('');
  const term = useDebounced(input.trim(), DEBOUNCE_MS);
  const enabled = term.length >= MIN_TERM;

  useEffect(() => {
    // Spec 01 §8: the banner is reset before a new search.
    if (enabled) clearError();
  }, [enabled, term, clearError]);

  const { data, isFetching } = useQuery({
    queryKey: ['search', term],
    queryFn: ({ signal }) => fetcher(term, signal),
    enabled,
    retry: false,
    meta: { silentError: true },
  });

  return (
    <Autocomplete<SearchHit, false, false, false>
      sx={{ width: { xs: 180, sm: 320 } }}
      size="small"
      forcePopupIcon={false}
      options={enabled ? (data ?? []) : []}
      filterOptions={(options) => options}
      getOptionLabel={(hit) => hit.name}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a._id === b._id}
      loading={isFetching}
      loadingText="Zoeken…"
      noOptionsText={enabled ? 'Geen resultaten' : TYPE_MORE}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      value={null}
      onChange={(_event, hit) => {
        if (!hit) return;
        setInput('');
        recordChoice(hit);
        void navigate(hrefOf(hit));
      }}
      renderOption={({ key, ...props }, hit) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <HitIcon hit={hit} />
          <Box>
            {hit.name}
            <HitDetails hit={hit} />
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Zoeken"
          variant="filled"
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
      )}
    />
  );
}

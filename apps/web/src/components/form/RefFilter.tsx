import { useQuery } from '@tanstack/react-query';
import type { Ref, RefSource } from '../../lib/refs.ts';
import { RefAutocomplete } from './RefAutocomplete.tsx';

export type RefFilterProps = {
  label: string;
  /** The chosen id as the URL keeps it. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  source: RefSource;
  width?: number;
  /** Shown while the name of an id from the URL is being fetched. */
  loadingName?: string;
};

/**
 * A list filter: an autocomplete on a server search whose chosen id lives in the URL; an id
 * that came with the URL is named by fetching it.
 */
export function RefFilter({ label, value, onChange, source, width, loadingName }: RefFilterProps) {
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
      : { _id: value, name: loadingName ?? '' }
    : null;
  return (
    <RefAutocomplete
      label={label}
      size="small"
      width={width}
      value={chosen}
      onChange={(next) => onChange(next?._id)}
      search={source.search}
      queryKey={[source.key, 'filter']}
    />
  );
}

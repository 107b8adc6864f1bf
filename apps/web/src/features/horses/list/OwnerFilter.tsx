import { useQuery } from '@tanstack/react-query';
import { horseKeys } from '../api/keys.ts';
import { customerRef, searchCustomers } from '../api/searchRefs.ts';
import { RefAutocomplete } from '../../../components/form/RefAutocomplete.tsx';

/** The owner filter: a customer autocomplete whose id is kept in the URL (`owner`). */
export function OwnerFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { data } = useQuery({
    queryKey: horseKeys.customer(value ?? ''),
    queryFn: ({ signal }) => customerRef(value ?? '', signal),
    enabled: value !== undefined,
  });
  const chosen = value ? (data?._id === value ? data : { _id: value, name: '' }) : null;
  return (
    <RefAutocomplete
      label="Eigenaar"
      size="small"
      value={chosen}
      onChange={(next) => onChange(next?._id)}
      search={searchCustomers}
      queryKey={['customers']}
    />
  );
}

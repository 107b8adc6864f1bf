import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { RefAutocomplete, type Ref } from '../../components/form/RefAutocomplete.tsx';
import { apiFetch } from '../../api/client.ts';
import { customerRef, searchCustomers, searchHorses } from '../horses/api/searchRefs.ts';

/** The name of a horse or customer the URL names by id. */
function useRefName(kind: 'horse' | 'customer', id: string | undefined) {
  return useQuery({
    queryKey: [kind === 'horse' ? 'horses' : 'customers', 'ref', id],
    queryFn: async ({ signal }): Promise<Ref> =>
      kind === 'customer'
        ? customerRef(id!, signal)
        : apiFetch<Ref>(`/api/horse/${id}`, { signal }).then((h) => ({ _id: h._id, name: h.name })),
    enabled: Boolean(id),
    meta: { silentError: true },
  });
}

/** Horse and customer filters of the case list, kept in the URL by id. */
export function CaseRefFilters(props: {
  horse: string | undefined;
  customer: string | undefined;
  onChange: (key: 'horse' | 'customer', id: string | undefined) => void;
}) {
  const horse = useRefName('horse', props.horse);
  const customer = useRefName('customer', props.customer);
  return (
    <>
      <Box sx={{ width: 220 }}>
        <RefAutocomplete
          label="Paard"
          size="small"
          value={props.horse ? (horse.data ?? { _id: props.horse, name: '…' }) : null}
          onChange={(v) => props.onChange('horse', v?._id)}
          search={(text, signal) => searchHorses(text, {}, signal)}
          queryKey={['horses']}
        />
      </Box>
      <Box sx={{ width: 220 }}>
        <RefAutocomplete
          label="Klant"
          size="small"
          value={props.customer ? (customer.data ?? { _id: props.customer, name: '…' }) : null}
          onChange={(v) => props.onChange('customer', v?._id)}
          search={searchCustomers}
          queryKey={['customers']}
        />
      </Box>
    </>
  );
}

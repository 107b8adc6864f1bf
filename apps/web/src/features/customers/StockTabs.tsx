import { Link as RouterLink } from 'react-router';
import { SemenLotList } from '../semen/index.ts';
import Button from '@mui/material/Button';
import EuroIcon from '@mui/icons-material/Euro';
import { paths } from '../../lib/paths.ts';
import { useCustomerEmbryos } from './api/useCustomerEmbryos.ts';
import { EmptyState } from './EmptyState.tsx';

/** 'Stockkosten' of this owner: /fertility/stock-costs?type=icsi|semen&owner={id} (spec 01 §2). */
function StockCostsButton({ type, owner }: { type: 'icsi' | 'semen'; owner: string }) {
  const to = `${paths.stockCosts}?${new URLSearchParams({ type, owner }).toString()}`;
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={<EuroIcon />}>
      Stockkosten
    </Button>
  );
}

/** The embryos tab: the customer's ICSI embryos (none until the ICSI module exists). */
export function EmbryosTab({ customerId }: { customerId: string }) {
  const { data } = useCustomerEmbryos(customerId);
  const total = data?.total ?? 0;
  return (
    <EmptyState
      text={total > 0 ? `${total} embryo's` : "Geen embryo's gevonden"}
      actions={<StockCostsButton type="icsi" owner={customerId} />}
    />
  );
}

/** The semen tab: the lots the customer owns, with the way to their storage costs. */
export function SemenTab({ customerId }: { customerId: string }) {
  return (
    <SemenLotList
      key={customerId}
      embedded
      filter={{ owner: customerId }}
      actions={<StockCostsButton type="semen" owner={customerId} />}
    />
  );
}

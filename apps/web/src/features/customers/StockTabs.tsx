import { Link as RouterLink } from 'react-router';
import { EmbryoList } from '../icsi/index.ts';
import { SemenLotList } from '../semen/index.ts';
import Button from '@mui/material/Button';
import EuroIcon from '@mui/icons-material/Euro';
import { paths } from '../../lib/paths.ts';

/** 'Stockkosten' of this owner: /fertility/stock-costs?type=icsi|semen&owner={id} (spec 01 §2). */
function StockCostsButton({ type, owner }: { type: 'icsi' | 'semen'; owner: string }) {
  const to = `${paths.stockCosts}?${new URLSearchParams({ type, owner }).toString()}`;
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={<EuroIcon />}>
      Stockkosten
    </Button>
  );
}

/** The embryos tab: the embryos the customer owns, with the way to their storage costs. */
export function EmbryosTab({ customerId }: { customerId: string }) {
  return (
    <EmbryoList
      key={customerId}
      embedded
      filter={{ owner: customerId }}
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

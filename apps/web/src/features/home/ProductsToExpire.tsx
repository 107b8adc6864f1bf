import { Link as RouterLink, useNavigate } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { paths } from '../../lib/paths.ts';
import { DASHBOARD_ITEMS, useProductsToExpire } from './api/useProductsToExpire.ts';

const TITLE = 'Producten die binnenkort vervallen';
/** 'Meer info': the stock overview sorted by expiry date, then name (spec 01 "Home dashboard"). */
export const MORE_INFO_PATH = `${paths.stock}?page=1&limit=10&sortBy=expirationDate&sortBy=name&sortDesc=false`;
export const EMPTY_TEXT = 'Geen producten die recent vervallen';

/** The dashboard block: the first 5 lots about to expire; a row opens the product's stock page. */
export function ProductsToExpire() {
  const navigate = useNavigate();
  const { data, isLoading, isError } = useProductsToExpire();
  const now = Date.now();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {TITLE}
          </Typography>
          <Link component={RouterLink} to={MORE_INFO_PATH}>
            Meer info
          </Link>
        </Stack>
        <Table size="small" aria-label={TITLE}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Lot</TableCell>
              <TableCell>Vervaldatum</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isLoading ? (
              Array.from({ length: DASHBOARD_ITEMS }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  <TableCell colSpan={3}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))
            ) : !data?.length ? (
              <TableRow>
                <TableCell colSpan={3}>{isError ? '' : EMPTY_TEXT}</TableCell>
              </TableRow>
            ) : (
              data.map((lot) => {
                const expired = new Date(lot.expirationDate).getTime() < now;
                return (
                  <TableRow
                    key={lot._id}
                    hover
                    onClick={() => navigate(paths.stockProduct(lot.product._id))}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell>{lot.product.name}</TableCell>
                    <TableCell>{lot.lotNumber}</TableCell>
                    <TableCell
                      sx={expired ? { color: 'error.main' } : undefined}
                      title={expired ? 'Vervallen' : undefined}
                    >
                      {format(new Date(lot.expirationDate), 'dd/MM/yyyy')}
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

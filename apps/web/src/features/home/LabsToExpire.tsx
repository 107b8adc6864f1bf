import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { notificationMsg, type Notification } from '@stalboek/domain';
import { paths } from '../../lib/paths.ts';
import { useCloseNotification, useNotifications } from '../notifications/index.ts';
import { formatDate } from '../../lib/format.ts';
import { DASHBOARD_ITEMS } from './api/useProductsToExpire.ts';

const TITLE = "Labo's die binnenkort vervallen";

/** The tagged horse or customer, else the one of the case whose lab-test line made it. */
function TagLink({ n, model }: { n: Notification; model: 'Horse' | 'Customer' }) {
  const tag = n.tags.find((t) => t.elementModel === model);
  const fromCase = model === 'Horse' ? n.case?.horse : n.case?.customer;
  const item = tag ? { _id: tag.element, name: tag.name } : fromCase;
  if (!item) return <>-</>;
  const to = model === 'Horse' ? paths.horse(item._id) : paths.customer(item._id);
  return (
    <Link component={RouterLink} to={to}>
      {item.name}
    </Link>
  );
}

/**
 * The first 5 active lab notifications by expiry: the lab test (named through the line that made
 * the notification), horse, customer and expiry; closing one deactivates it.
 */
export function LabsToExpire() {
  const { data, isLoading } = useNotifications(DASHBOARD_ITEMS, 'labo');
  const close = useCloseNotification();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {TITLE}
        </Typography>
        <Table size="small" aria-label={TITLE}>
          <TableHead>
            <TableRow>
              <TableCell>Labo</TableCell>
              <TableCell>Paard</TableCell>
              <TableCell>Klant</TableCell>
              <TableCell>Vervaldatum</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {!isLoading && !data?.results.length && (
              <TableRow>
                <TableCell colSpan={5}>{notificationMsg.labsEmpty}</TableCell>
              </TableRow>
            )}
            {data?.results.map((n) => (
              <TableRow key={n._id}>
                <TableCell>{n.labo?.name ?? '-'}</TableCell>
                <TableCell>
                  <TagLink n={n} model="Horse" />
                </TableCell>
                <TableCell>
                  <TagLink n={n} model="Customer" />
                </TableCell>
                <TableCell>{formatDate(n.expirationDate)}</TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    aria-label={`${n.text} sluiten`}
                    onClick={() => close.mutate(n._id)}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { locationLabel } from '@stalboek/domain';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useAvailableLocations } from './api/useAvailableLocations.ts';
import type { AvailableLocations } from './api/useAvailableLocations.ts';

type StableGroup = AvailableLocations[number];

function StableCard({ group }: { group: StableGroup }) {
  const title = group.stable ?? 'Zonder stal';
  return (
    <Card variant="outlined" sx={{ breakInside: 'avoid' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Locatie</TableCell>
              <TableCell align="right">Vrije plaatsen</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {group.locations.length === 0 ? (
              <TableRow>
                <TableCell colSpan={2}>Geen vrije plaatsen voor deze stal</TableCell>
              </TableRow>
            ) : (
              group.locations.map((location) => (
                <TableRow key={location._id}>
                  <TableCell>{locationLabel(location)}</TableCell>
                  <TableCell align="right">{location.remainingPlaces}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** /report/available-locations: per stable the locations with free places; printable. */
export default function AvailableLocationsReport() {
  const { data, isLoading } = useAvailableLocations();
  return (
    <>
      <PageHeader
        title="Beschikbare locaties"
        actions={
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Afdrukken
          </Button>
        }
      />
      {isLoading ? (
        <CircularProgress aria-label="Laden" />
      ) : data && data.length > 0 ? (
        <Stack spacing={2}>
          {data.map((group) => (
            <StableCard key={group.stable ?? ''} group={group} />
          ))}
        </Stack>
      ) : data ? (
        <Typography color="text.secondary">Geen locatie beschikbaar</Typography>
      ) : null}
    </>
  );
}

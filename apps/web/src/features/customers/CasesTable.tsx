import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const HEADERS = ['Referentie', 'Paard', 'Hoofdactiviteit', 'Status', 'Aangemaakt op'];

/** The customer's cases under the tabs; the cases module fills it later, until then it is empty. */
export function CasesTable() {
  return (
    <section aria-labelledby="customer-cases-title">
      <Typography variant="h6" component="h2" id="customer-cases-title" sx={{ mt: 3, mb: 1 }}>
        Cases
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="customer-cases-title">
          <TableHead>
            <TableRow>
              {HEADERS.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell colSpan={HEADERS.length} align="center" sx={{ color: 'text.secondary' }}>
                Geen cases gevonden
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}

import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SEMEN_MOD_LABELS } from '@stalboek/domain';
import type { SemenModification } from '@stalboek/domain';
import { formatDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { MOD_ACTION_LABELS } from './labels.ts';

/** Create and Correction are no modifications of their own (spec 02 §3): shown, but marked. */
const isBookkeeping = (m: SemenModification) => m.type === 'Create' || m.type === 'Correction';

function TypeCell({ mod }: { mod: SemenModification }) {
  const label = SEMEN_MOD_LABELS[mod.type];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {isBookkeeping(mod) ? (
        <Chip size="small" variant="outlined" label={label} />
      ) : (
        <span>{label}</span>
      )}
      {mod.correctedBy ? <Chip size="small" color="warning" label="gecorrigeerd" /> : null}
      {mod.case ? (
        <Link component={RouterLink} to={paths.case(mod.case._id)}>
          case {mod.case.reference}
        </Link>
      ) : null}
    </Stack>
  );
}

/**
 * The lot's ledger under its form, newest first: type (a case's use links its case), action,
 * amount, owner, date. Without a
 * modification besides Create and Correction it says 'Nog geen wijzigingen aan dit lot gevonden'.
 */
export function ModificationsTable({
  modifications,
}: {
  modifications: readonly SemenModification[];
}) {
  const none = !modifications.some((m) => !isBookkeeping(m));
  return (
    <section aria-labelledby="semen-mods-title">
      <Typography variant="h6" component="h2" id="semen-mods-title" sx={{ mt: 3, mb: 1 }}>
        Wijzigingen
      </Typography>
      {none ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Nog geen wijzigingen aan dit lot gevonden
        </Typography>
      ) : null}
      {modifications.length > 0 ? (
        <Paper variant="outlined">
          <Table size="small" aria-labelledby="semen-mods-title">
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell>Actie</TableCell>
                <TableCell align="right">Aantal</TableCell>
                <TableCell>Eigenaar</TableCell>
                <TableCell>Datum</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {modifications.map((m) => (
                <TableRow
                  key={m._id}
                  sx={isBookkeeping(m) ? { '& td': { color: 'text.secondary' } } : undefined}
                >
                  <TableCell>
                    <TypeCell mod={m} />
                  </TableCell>
                  <TableCell>{MOD_ACTION_LABELS[m.action]}</TableCell>
                  <TableCell align="right">{m.amount}</TableCell>
                  <TableCell>{m.owner?.name ?? ''}</TableCell>
                  <TableCell>{formatDate(m.date)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : null}
    </section>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EMBRYO_HISTORY_LABELS } from '@stalboek/domain';
import type { Embryo, EmbryoHistoryType } from '@stalboek/domain';
import { formatDate } from '../../../lib/format.ts';
import { useEmbryoHistory } from './api/useEmbryos.ts';
import { CUSTOM_CHIP_COLOURS, historyColour } from './historyColours.ts';
import { locationText } from './labels.ts';

function TypeChip({ type }: { type: EmbryoHistoryType }) {
  const colour = historyColour(type);
  const label = EMBRYO_HISTORY_LABELS[type];
  return colour === 'teal' || colour === 'purple' ? (
    <Chip size="small" label={label} data-colour={colour} sx={CUSTOM_CHIP_COLOURS[colour]} />
  ) : (
    <Chip size="small" label={label} data-colour={colour} color={colour} />
  );
}

const HEADERS = ['Datum', 'Type', 'Draagmoeder', 'Klant', 'Locatie', 'Opmerking', 'Door'];

/** 'Historiek {code}' (spec 02 §2): every movement of one embryo, in date order. */
export function HistoryDialog({ embryo, onClose }: { embryo: Embryo; onClose: () => void }) {
  const history = useEmbryoHistory(embryo._id);
  const rows = history.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="embryo-history-title">
      <DialogTitle id="embryo-history-title">Historiek {embryo.code}</DialogTitle>
      <DialogContent>
        {history.isLoading ? <CircularProgress aria-label="Laden" /> : null}
        {history.data && rows.length === 0 ? (
          <Typography color="text.secondary">Geen historiek gevonden</Typography>
        ) : null}
        {rows.length > 0 ? (
          <Table size="small" aria-labelledby="embryo-history-title">
            <TableHead>
              <TableRow>
                {HEADERS.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row._id}>
                  <TableCell>{formatDate(row.date)}</TableCell>
                  <TableCell>
                    <TypeChip type={row.type} />
                  </TableCell>
                  <TableCell>{row.surrogate?.name ?? ''}</TableCell>
                  <TableCell>
                    {row.customer?.name ?? ''}
                    {row.inHouse ? ' (in huis)' : ''}
                  </TableCell>
                  <TableCell>{row.location ? locationText(row.location) : ''}</TableCell>
                  <TableCell>{row.note ?? ''}</TableCell>
                  <TableCell>{row.createdBy ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  );
}

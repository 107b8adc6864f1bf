import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LogoutIcon from '@mui/icons-material/Logout';
import type { HorseDetail, HorseType, Lodging, LodgingStatus } from '@stalboek/domain';
import { useFeedback } from '../../../lib/feedback.ts';
import { useConfirmDelete } from '../../../components/useConfirmDelete.tsx';
import { useCheckOut, useDeleteLodging } from '../api/useLodgingMutations.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { LodgingDialog } from './LodgingDialog.tsx';
import { AddButton } from '../../../components/AddButton.tsx';

export const STATUS_LABELS: Record<LodgingStatus, string> = {
  invoiceable: 'Factureerbaar',
  'not invoiceable': 'Niet factureerbaar',
  invoiced: 'Gefactureerd',
};

/** Spec 01 §8 'Geen verblijven voor deze hengst gevonden'; a mare reads 'merrie'. */
export function noLodgingsText(type: HorseType): string {
  return `Geen verblijven voor deze ${type === 'Hengst' ? 'hengst' : 'merrie'} gevonden`;
}

const placeOf = (l: Lodging) => [l.stable, l.locationLabel].filter(Boolean).join(' ');

type Editing = { lodging?: Lodging } | null;

/** 'Verblijven': the horse's lodgings with add, edit, delete and check-out. */
export function LodgingsTab({ horse }: { horse: HorseDetail }) {
  const { showSuccess } = useFeedback();
  const remove = useConfirmDelete({
    remove: useDeleteLodging(horse._id),
    toVariables: (l: Lodging) => l._id,
    nameOf: (l) => `Verblijf ${placeOf(l)}`,
    deletedMessage: () => 'Verblijf succesvol verwijderd',
  });
  const checkOut = useCheckOut(horse._id);
  const [editing, setEditing] = useState<Editing>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const readOnly = horse.death;
  const running = horse.lodgings.some((l) => l.departure === null);

  return (
    <Stack spacing={2}>
      {readOnly ? null : (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {running ? (
            <Button
              variant="outlined"
              startIcon={<LogoutIcon />}
              disabled={checkOut.isPending}
              onClick={() =>
                checkOut.mutate(undefined, { onSuccess: () => showSuccess('Check-out succesvol.') })
              }
            >
              Check-out
            </Button>
          ) : null}
          <AddButton label="Verblijf toevoegen" onClick={() => setEditing({})} />
        </Stack>
      )}
      {warnings.map((w) => (
        <Alert
          key={w}
          severity="warning"
          onClose={() => setWarnings((all) => all.filter((x) => x !== w))}
        >
          {w}
        </Alert>
      ))}
      <Table size="small" aria-label="Verblijven">
        <TableHead>
          <TableRow>
            <TableCell>Locatie</TableCell>
            <TableCell>Aankomst</TableCell>
            <TableCell>Vertrek</TableCell>
            <TableCell>Pensiontype</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Acties</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {horse.lodgings.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>{noLodgingsText(horse.type)}</TableCell>
            </TableRow>
          ) : (
            horse.lodgings.map((l) => {
              const locked = readOnly || l.status === 'invoiced';
              const why =
                l.status === 'invoiced' ? 'Gefactureerd: kan niet meer gewijzigd worden' : '';
              return (
                <TableRow key={l._id}>
                  <TableCell>{placeOf(l)}</TableCell>
                  <TableCell>{formatDateTime(l.arrival)}</TableCell>
                  <TableCell>{l.departure ? formatDateTime(l.departure) : 'Lopend'}</TableCell>
                  <TableCell>{l.pensionType?.name ?? '-'}</TableCell>
                  <TableCell>{STATUS_LABELS[l.status]}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={why || 'Bewerken'}>
                      <span>
                        <IconButton
                          aria-label={`Verblijf ${placeOf(l)} bewerken`}
                          disabled={locked}
                          onClick={() => setEditing({ lodging: l })}
                        >
                          <EditIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={why || 'Verwijderen'}>
                      <span>
                        <IconButton
                          aria-label={`Verblijf ${placeOf(l)} verwijderen`}
                          disabled={locked}
                          onClick={() => remove.ask(l)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      {editing ? (
        <LodgingDialog
          horse={horse}
          lodging={editing.lodging}
          onClose={() => setEditing(null)}
          onWarnings={setWarnings}
        />
      ) : null}
      {remove.dialog}
    </Stack>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Contact, CustomerDetail } from '@stalboek/domain';
import { useFeedback } from '../../app/feedback.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDeleteContact } from './api/useDeleteContact.ts';
import { ContactDialog } from './ContactDialog.tsx';
import { EmptyState } from './EmptyState.tsx';

const HEADERS = ['Voornaam', 'Achternaam', 'Rol', 'Telefoon', 'E-mail', 'Acties'];
const fullName = (c: Contact) => `${c.first_name} ${c.last_name}`;

type Editing = { contact?: Contact } | null;

/** The contacts tab of a company: its contact persons, added, edited and deleted in place. */
export function ContactsTab({ customer }: { customer: CustomerDetail }) {
  const { showSuccess } = useFeedback();
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Contact | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const name = fullName(toDelete);
    remove.mutate(
      { customerId: customer._id, contactId: toDelete._id },
      {
        onSuccess: () => showSuccess(`${name} succesvol verwijderd`),
        onSettled: () => setToDelete(null),
      },
    );
  };

  const add = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
      Contactpersoon toevoegen
    </Button>
  );

  return (
    <>
      {customer.contacts.length === 0 ? (
        <EmptyState text="Geen contactpersonen" actions={add} />
      ) : (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            {add}
          </Stack>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Contactpersonen">
              <TableHead>
                <TableRow>
                  {HEADERS.map((h) => (
                    <TableCell key={h} align={h === 'Acties' ? 'right' : 'left'}>
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {customer.contacts.map((contact) => (
                  <TableRow key={contact._id}>
                    <TableCell>{contact.first_name}</TableCell>
                    <TableCell>{contact.last_name}</TableCell>
                    <TableCell>{contact.role ?? ''}</TableCell>
                    <TableCell>{contact.telephone ?? ''}</TableCell>
                    <TableCell>{contact.email ?? ''}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title="Bewerken">
                        <IconButton aria-label="Bewerken" onClick={() => setEditing({ contact })}>
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Verwijderen">
                        <IconButton aria-label="Verwijderen" onClick={() => setToDelete(contact)}>
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Stack>
      )}
      {editing ? (
        <ContactDialog
          customerId={customer._id}
          contact={editing.contact}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {toDelete ? (
        <ConfirmDialog
          open
          name={fullName(toDelete)}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </>
  );
}

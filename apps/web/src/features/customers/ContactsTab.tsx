import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Contact, CustomerDetail } from '@stalboek/domain';
import { EditDeleteActions } from '../../components/list/RowActions.tsx';
import { useConfirmDelete } from '../../components/useConfirmDelete.tsx';
import { useDeleteContact } from './api/useDeleteContact.ts';
import { ContactDialog } from './ContactDialog.tsx';
import { EmptyState } from './EmptyState.tsx';
import { AddButton } from '../../components/AddButton.tsx';

const HEADERS = ['Voornaam', 'Achternaam', 'Rol', 'Telefoon', 'E-mail', 'Acties'];
const fullName = (c: Contact) => `${c.first_name} ${c.last_name}`;

type Editing = { contact?: Contact } | null;

/** The contacts tab of a company: its contact persons, added, edited and deleted in place. */
export function ContactsTab({ customer }: { customer: CustomerDetail }) {
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useConfirmDelete({
    remove: useDeleteContact(),
    toVariables: (c: Contact) => ({ customerId: customer._id, contactId: c._id }),
    nameOf: fullName,
  });

  const add = <AddButton label="Contactpersoon toevoegen" onClick={() => setEditing({})} />;

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
                      <EditDeleteActions
                        onEdit={() => setEditing({ contact })}
                        onDelete={() => remove.ask(contact)}
                      />
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
      {remove.dialog}
    </>
  );
}

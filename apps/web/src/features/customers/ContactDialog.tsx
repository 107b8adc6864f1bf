import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CONTACT_ROLES, TELEPHONE_MAX, contactFields } from '@stalboek/domain';
import type { Contact, ContactFields } from '@stalboek/domain';
import { useFeedback } from '../../app/feedback.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useContactRoles } from './api/useCustomerConfig.ts';
import { useSaveContact } from './api/useSaveContact.ts';
import type { ContactBody } from './api/useSaveContact.ts';
import { CountedTextField } from './CountedTextField.tsx';
import { SelectField } from './SelectField.tsx';

export type ContactDialogProps = {
  customerId: string;
  /** The contact to edit; none to add one. */
  contact?: Contact;
  onClose: () => void;
};

type Role = (typeof CONTACT_ROLES)[number];
const isRole = (role: string | null | undefined): role is Role =>
  (CONTACT_ROLES as readonly (string | null | undefined)[]).includes(role);

function initialValues(contact: Contact | undefined): ContactFields {
  const role = contact?.role;
  return {
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    role: isRole(role) ? role : null,
    telephone: contact?.telephone ?? '',
    email: contact?.email ?? '',
  };
}

/** Add or edit a company's contact person (`contactFields`: first and last name required). */
export function ContactDialog({ customerId, contact, onClose }: ContactDialogProps) {
  const { showSuccess } = useFeedback();
  const save = useSaveContact();
  const { data: roles = [] } = useContactRoles();
  const { control, handleSubmit, formState } = useForm<ContactFields, unknown, ContactBody>({
    resolver: zodResolver(contactFields),
    mode: 'onChange',
    defaultValues: initialValues(contact),
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { customerId, contactId: contact?._id, contact: body },
      {
        onSuccess: (saved) => {
          showSuccess(`${saved.first_name} ${saved.last_name} succesvol opgeslagen`);
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="contact-dialog-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="contact-dialog-title">
          {contact ? 'Contactpersoon bewerken' : 'Contactpersoon toevoegen'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="first_name"
              label="Voornaam"
              required
              autoFocus
            />
            <FormTextField control={control} name="last_name" label="Achternaam" required />
            <SelectField
              control={control}
              name="role"
              label="Rol"
              options={roles.map((r) => ({ value: r, label: r }))}
              emptyLabel="Geen rol"
            />
            <CountedTextField
              control={control}
              name="telephone"
              label="Telefoon"
              type="tel"
              max={TELEPHONE_MAX}
              hint="+32..."
            />
            <FormTextField control={control} name="email" label="E-mail" type="email" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Annuleren
          </Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || save.isPending}>
            Opslaan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

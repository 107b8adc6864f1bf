import Stack from '@mui/material/Stack';
import { CONTACT_ROLES, TELEPHONE_MAX, contactFields } from '@stalboek/domain';
import type { Contact, ContactFields } from '@stalboek/domain';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useContactRoles } from './api/useCustomerConfig.ts';
import { useSaveContact } from './api/useSaveContact.ts';
import { CountedTextField } from './CountedTextField.tsx';
import { FormSelect } from '../../components/form/FormSelect.tsx';

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
  const { data: roles = [] } = useContactRoles();
  const form = useSaveForm({
    schema: contactFields,
    mode: 'onChange',
    defaultValues: initialValues(contact),
    save: useSaveContact(),
    toVariables: (body) => ({ customerId, contactId: contact?._id, contact: body }),
    successMessage: (saved) => `${saved.first_name} ${saved.last_name} succesvol opgeslagen`,
    onSaved: onClose,
  });
  const { control } = form;
  return (
    <FormDialog
      titleId="contact-dialog-title"
      title={contact ? 'Contactpersoon bewerken' : 'Contactpersoon toevoegen'}
      onClose={onClose}
      form={form}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={control} name="first_name" label="Voornaam" required autoFocus />
        <FormTextField control={control} name="last_name" label="Achternaam" required />
        <FormSelect
          empty={null}
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
    </FormDialog>
  );
}

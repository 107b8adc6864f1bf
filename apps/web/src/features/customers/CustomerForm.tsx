import { useGoBack } from '../../lib/useGoBack.ts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { companyKeepsContacts, customerFields } from '@stalboek/domain';
import type { CustomerDetail, CustomerFields, CustomerType } from '@stalboek/domain';
import { useFeedback } from '../../lib/feedback.ts';
import { paths } from '../../lib/paths.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useUnsavedChanges } from '../../components/form/UnsavedChanges.tsx';
import { useDeleteCustomer } from './api/useDeleteCustomer.ts';
import { useSaveCustomer } from './api/useSaveCustomer.ts';
import type { CustomerBody } from './api/useSaveCustomer.ts';
import { CustomerAddressFields } from './CustomerAddressFields.tsx';
import { CustomerNameFields } from './CustomerNameFields.tsx';

export const SAVED_MESSAGE = 'Klant is succesvol opgeslaan';
export const DELETE_WARNING =
  'Deze klant wordt definitief verwijderd. Dit kan niet ongedaan gemaakt worden.';

export type CustomerFormProps = {
  /** The customer to edit; none to create one. */
  customer?: CustomerDetail;
  /** Type of a new customer (the list's tab). */
  initialType?: CustomerType;
};

function initialValues(c: CustomerDetail | undefined, type: CustomerType): CustomerFields {
  return {
    type: c?.type ?? type,
    company: c?.company ?? '',
    first_name: c?.first_name ?? '',
    last_name: c?.last_name ?? '',
    tva: c?.tva ?? '',
    vat_liability: c?.vat_liability ?? null,
    language: c?.language ?? 'NL',
    email: c?.email ?? '',
    telephone_mobile: c?.telephone_mobile ?? '',
    telephone_fixed: c?.telephone_fixed ?? '',
    addressLine: c?.addressLine ?? '',
    zip: c?.zip ?? '',
    city: c?.city ?? '',
    country: c?.country ?? 'BE',
  };
}

const schemaResolver = zodResolver(customerFields);
/** A person has no company: whatever was typed there before switching type is not checked or sent. */
const resolver: Resolver<CustomerFields, unknown, CustomerBody> = (values, context, options) =>
  schemaResolver(
    values.type === 'bedrijf' ? values : { ...values, company: null },
    context,
    options,
  );

/**
 * The general tab of /customer/{id}: one form to create and to edit a customer, validated by the
 * domain's `customerFields` (the API's own schema). Opslaan is disabled while invalid, and while
 * a company with contacts is switched to a person; Enter submits.
 */
export function CustomerForm({ customer, initialType = 'particulier' }: CustomerFormProps) {
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const save = useSaveCustomer();
  const remove = useDeleteCustomer();
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, formState, reset, getValues } = useForm<
    CustomerFields,
    unknown,
    CustomerBody
  >({
    resolver,
    mode: 'onChange',
    defaultValues: initialValues(customer, initialType),
  });

  const goBack = useGoBack(paths.customers);
  // Leaving with unsaved changes (a tab, 'Terug', the menu) asks first.
  const { markSaved } = useUnsavedChanges(formState.isDirty);
  // A company with contacts cannot become a person (the server answers 409 too): say why.
  const type = useWatch({ control, name: 'type' });
  const keptContacts =
    customer?.type === 'bedrijf' && type !== 'bedrijf' ? customer.contacts.length : 0;

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: customer?._id, customer: body },
      {
        onSuccess: (saved) => {
          markSaved();
          reset(getValues());
          showSuccess(SAVED_MESSAGE);
          if (!customer) void navigate(`${paths.customer(saved._id)}#general`, { replace: true });
        },
      },
    ),
  );

  const confirmDelete = () => {
    if (!customer) return;
    remove.mutate(customer._id, {
      onSuccess: () => {
        showSuccess(`${customer.displayName} succesvol verwijderd`);
        markSaved();
        goBack();
      },
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <form onSubmit={onSubmit} noValidate aria-label="Klantgegevens">
        <Stack spacing={2}>
          <CustomerNameFields control={control} />
          {keptContacts > 0 ? (
            <Alert severity="warning">{companyKeepsContacts(keptContacts)}</Alert>
          ) : null}
          <Typography variant="subtitle1" component="h2">
            Contact en adres
          </Typography>
          <CustomerAddressFields control={control} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', pt: 1 }}>
            <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
              Terug
            </Button>
            <Stack direction="row" spacing={1}>
              {customer ? (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteIcon />}
                  onClick={() => setConfirming(true)}
                  disabled={remove.isPending}
                >
                  Verwijderen
                </Button>
              ) : null}
              <Button
                type="submit"
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={!formState.isValid || save.isPending || keptContacts > 0}
              >
                Opslaan
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </form>
      {customer && confirming ? (
        <ConfirmDialog
          open
          name={customer.displayName}
          message={DELETE_WARNING}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Paper>
  );
}

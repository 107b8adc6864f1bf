import type { Control } from 'react-hook-form';
import { CITY_MAX, TELEPHONE_MAX, ZIP_MAX } from '@stalboek/domain';
import type { CustomerFields } from '@stalboek/domain';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { CountedTextField } from './CountedTextField.tsx';
import { CountryField } from './CountryField.tsx';
import { FieldGrid } from './FieldGrid.tsx';

/** How to reach the customer: e-mail, phones and address (spec 01 §5 counters and hints). */
export function CustomerAddressFields({ control }: { control: Control<CustomerFields> }) {
  return (
    <FieldGrid>
      <FormTextField control={control} name="email" label="E-mail" type="email" fullWidth />
      <CountedTextField
        control={control}
        name="telephone_mobile"
        label="GSM"
        type="tel"
        max={TELEPHONE_MAX}
        hint="+32..."
        fullWidth
      />
      <CountedTextField
        control={control}
        name="telephone_fixed"
        label="Telefoon"
        type="tel"
        max={TELEPHONE_MAX}
        hint="+32..."
        fullWidth
      />
      <FormTextField control={control} name="addressLine" label="Adres" required fullWidth />
      <CountedTextField control={control} name="zip" label="Postcode" max={ZIP_MAX} fullWidth />
      <CountedTextField control={control} name="city" label="Gemeente" max={CITY_MAX} fullWidth />
      <CountryField control={control} name="country" />
    </FieldGrid>
  );
}

import { Controller, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { LANGUAGES } from '@stalboek/domain';
import type { CustomerFields } from '@stalboek/domain';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useVatLiabilities } from './api/useCustomerConfig.ts';
import { FieldGrid } from './FieldGrid.tsx';
import { FormSelect } from '../../components/form/FormSelect.tsx';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: l }));

/** Who the customer is: type, company, name, language and VAT (spec 01 §3, §5). */
export function CustomerNameFields({ control }: { control: Control<CustomerFields> }) {
  const type = useWatch({ control, name: 'type' });
  const { data: vatLiabilities = [] } = useVatLiabilities();
  return (
    <>
      <Controller
        name="type"
        control={control}
        // The company rule depends on the type: check it again when the type changes.
        rules={{ deps: ['company'] }}
        render={({ field }) => (
          <FormControl>
            <FormLabel id="customer-type-label">Type</FormLabel>
            <RadioGroup
              row
              aria-labelledby="customer-type-label"
              name={field.name}
              value={field.value}
              onChange={(_event, value) => field.onChange(value)}
            >
              <FormControlLabel value="particulier" control={<Radio />} label="Particulier" />
              <FormControlLabel value="bedrijf" control={<Radio />} label="Bedrijf" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <FieldGrid>
        {type === 'bedrijf' ? (
          <FormTextField control={control} name="company" label="Bedrijf" required fullWidth />
        ) : null}
        <FormTextField control={control} name="first_name" label="Voornaam" fullWidth />
        <FormTextField control={control} name="last_name" label="Achternaam" fullWidth />
        <FormSelect
          empty={null}
          control={control}
          name="language"
          label="Taal"
          options={LANGUAGE_OPTIONS}
          required
        />
        <FormTextField
          control={control}
          name="tva"
          label="BTW-nummer"
          helperText="BE0123456789"
          fullWidth
        />
        <FormSelect
          empty={null}
          control={control}
          name="vat_liability"
          label="BTW-plicht"
          options={vatLiabilities}
          emptyLabel="Niet opgegeven"
        />
      </FieldGrid>
    </>
  );
}

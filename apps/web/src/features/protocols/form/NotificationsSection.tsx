import type { ProtocolInput } from '@stalboek/domain';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { NotificationTag } from '@stalboek/domain';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import type { TreatmentFormValues } from './formValues.ts';
import { RemoveRowButton, SubSection } from './SectionTitle.tsx';

/**
 * Notifications created when a case applies the treatment (spec 02 §5): text, days until it
 * expires and the tags it links (horse, customer, case) are all required.
 */
export function NotificationsSection({
  tags,
}: {
  tags: readonly { value: NotificationTag; label: string }[];
}) {
  const { control } = useFormContext<TreatmentFormValues, unknown, ProtocolInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'notifications' });
  const labelOf = (tag: string) => tags.find((t) => t.value === tag)?.label ?? tag;
  return (
    <SubSection
      title="Notificaties"
      addLabel="Notificatie toevoegen"
      onAdd={() => append({ text: '', days: '', tags: [] })}
    >
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`notifications.${index}.text`}
            label="Tekst"
            required
            size="small"
            sx={{ flex: 3 }}
          />
          <FormTextField
            control={control}
            name={`notifications.${index}.days`}
            label="Dagen"
            type="number"
            required
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
          <Controller
            control={control}
            name={`notifications.${index}.tags`}
            render={({ field: tagsField, fieldState }) => (
              <TextField
                select
                size="small"
                label="Tags"
                required
                name={tagsField.name}
                inputRef={tagsField.ref}
                value={tagsField.value}
                onChange={(event) => {
                  const next = event.target.value as unknown;
                  tagsField.onChange(Array.isArray(next) ? next : String(next).split(','));
                }}
                onBlur={tagsField.onBlur}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
                sx={{ flex: 2 }}
                slotProps={{
                  select: {
                    multiple: true,
                    renderValue: (selected) => (selected as string[]).map(labelOf).join(', '),
                  },
                }}
              >
                {tags.map((tag) => (
                  <MenuItem key={tag.value} value={tag.value}>
                    <Checkbox size="small" checked={tagsField.value.includes(tag.value)} />
                    <ListItemText primary={tag.label} />
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <RemoveRowButton noun="Notificatie" index={index} onRemove={() => remove(index)} />
        </Stack>
      ))}
    </SubSection>
  );
}

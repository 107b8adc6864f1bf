import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import UploadIcon from '@mui/icons-material/Upload';
import { laboUploadFields, msg } from '@stalboek/domain';
import { useFeedback } from '../../../lib/feedback.ts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useUploadLabResult } from '../api/useHorseFiles.ts';
import { FormDate } from '../../../components/form/FormDate.tsx';
import { FileChooser } from './FileChooser.tsx';

/**
 * Spec 01 §5: a lab upload needs lab, date (not after today) and a file. The date is checked by
 * the domain's rule and sent as picked (ISO).
 */
const labForm = z.object({
  lab: laboUploadFields.shape.lab,
  date: z.string().superRefine((date, ctx) => {
    for (const issue of laboUploadFields.shape.date.safeParse(date).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message });
  }),
  file: z.instanceof(File, { error: msg.required }),
});
type LabFormValues = z.input<typeof labForm>;
type LabFormOutput = z.output<typeof labForm>;

/** Adds a lab result to the horse. */
export function LabUploadForm({ horseId }: { horseId: string }) {
  const { showSuccess } = useFeedback();
  const upload = useUploadLabResult(horseId);
  const { control, handleSubmit, formState, reset } = useForm<
    LabFormValues,
    unknown,
    LabFormOutput
  >({
    resolver: zodResolver(labForm),
    mode: 'all',
    defaultValues: { lab: '', date: '' },
  });
  const onSubmit = handleSubmit(({ lab, date, file }) =>
    upload.mutate(
      { lab, date, file },
      {
        onSuccess: () => {
          showSuccess('Labo-resultaat succesvol opgeladen');
          reset({ lab: '', date: '' });
        },
      },
    ),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <form onSubmit={onSubmit} noValidate aria-label="Labo-resultaat opladen">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <FormTextField
            control={control}
            name="lab"
            label="Labo"
            required
            sx={{ minWidth: 220 }}
          />
          <Stack sx={{ minWidth: 200 }}>
            <FormDate control={control} name="date" label="Datum" required maxDate={new Date()} />
          </Stack>
          <Controller
            control={control}
            name="file"
            render={({ field, fieldState }) => (
              <FileChooser
                label="Bestand kiezen"
                accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                file={field.value instanceof File ? field.value : null}
                onChange={(file) => field.onChange(file ?? undefined)}
                error={fieldState.error?.message}
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<UploadIcon />}
            disabled={!formState.isValid || upload.isPending}
          >
            Uploaden
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

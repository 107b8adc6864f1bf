import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { DialogForm } from '../FormDialog.tsx';
import { SaveButton } from './SaveButton.tsx';

export type FormCardProps = {
  /** The form's accessible name ('Product', 'Pension type'). */
  label: string;
  form: DialogForm;
  /** Something besides the form keeps it from being saved. */
  blocked?: boolean;
  saveLabel?: string;
  /** Lines between the sections (a long form). */
  divided?: boolean;
  children: ReactNode;
};

/** A page's form on an outlined card, its sections stacked and 'Opslaan' under them. */
export function FormCard({ label, form, blocked, saveLabel, divided, children }: FormCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <form onSubmit={form.onSubmit} noValidate aria-label={label}>
        <Stack spacing={3} divider={divided ? <Divider flexItem /> : undefined}>
          {children}
          <SaveButton disabled={!form.canSave || blocked === true} label={saveLabel} />
        </Stack>
      </form>
    </Paper>
  );
}

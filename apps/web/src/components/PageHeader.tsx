import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A screen's title (its one h1) with the screen's buttons on the right; buttons are not printed. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
    >
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ displayPrint: 'none' }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}

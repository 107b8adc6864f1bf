import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A tab's empty text (e.g. 'Geen paarden gevonden') with the tab's buttons beside it. */
export function EmptyState({ text, actions }: { text: string; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography color="text.secondary">{text}</Typography>
        {actions}
      </Stack>
    </Paper>
  );
}

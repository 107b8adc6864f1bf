import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A sub-section of the advanced configuration: a heading, its rows, an add button. */
export function SubSection({
  title,
  children,
  add,
}: {
  title: string;
  children: ReactNode;
  add: ReactNode;
}) {
  return (
    <Stack component="section" aria-label={title} spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
      <div>{add}</div>
    </Stack>
  );
}

/** The message of a whole row (e.g. a duplicate), under the row. */
export function RowError({ message }: { message: string | undefined }) {
  return message ? (
    <Typography variant="caption" color="error" role="alert">
      {message}
    </Typography>
  ) : null;
}

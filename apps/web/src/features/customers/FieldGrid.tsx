import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Form fields in up to three columns (one on a phone). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

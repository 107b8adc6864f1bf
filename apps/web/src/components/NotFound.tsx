import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { ApiError } from '../api/client.ts';

/**
 * The record asked for is not there: a 404, or a 400 for an id that cannot be one (a mistyped
 * link). Other failures (the server broke, no connection) are not 'not found'.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export type NotFoundProps = {
  /** The page's one heading: 'Case niet gevonden', 'Pagina niet gevonden'. */
  title: string;
  children?: ReactNode;
  /** Where the way back goes, and what it says ('Terug naar de cases'). */
  backTo: string;
  backLabel: string;
};

/** Says that what was asked for does not exist, with a way back: never an endless loading bar. */
export function NotFound({ title, children, backTo, backLabel }: NotFoundProps) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 6, textAlign: 'center' }}>
      <SearchOffIcon color="action" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
      ) : null}
      <Button variant="contained" component={RouterLink} to={backTo}>
        {backLabel}
      </Button>
    </Box>
  );
}

import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { paths } from '../../lib/paths.ts';

/** Every path without a screen yet: says so clearly instead of a blank page. */
export default function NotAvailable() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 6, textAlign: 'center' }}>
      <ConstructionIcon color="action" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        Nog niet beschikbaar
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Dit scherm ({pathname}) komt in een volgende versie van Stalboek.
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        Terug naar start
      </Button>
    </Box>
  );
}

import { Link as RouterLink } from 'react-router';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import PetsIcon from '@mui/icons-material/Pets';
import PeopleIcon from '@mui/icons-material/People';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { Announcement } from './Announcement.tsx';
import { FindHorse } from './FindHorse.tsx';
import { LabsToExpire } from './LabsToExpire.tsx';
import { ProductsToExpire } from './ProductsToExpire.tsx';

type Shortcut = { title: string; text: string; to: string; icon: ReactNode };

/** The screens of a clinic day, opened as the menu opens them. */
const shortcuts: Shortcut[] = [
  {
    title: 'Cases',
    text: 'De open en factureerbare cases, zonder draagmoeders.',
    to: paths.cases,
    icon: <FolderOpenIcon color="primary" />,
  },
  {
    title: 'Paarden',
    text: 'Alle levende paarden, met hun locatie en eigenaar.',
    to: paths.horses,
    icon: <PetsIcon color="primary" />,
  },
  {
    title: 'Klanten',
    text: 'Particulieren en bedrijven met hun contactpersonen.',
    to: paths.customers,
    icon: <PeopleIcon color="primary" />,
  },
];

/** The home page after login: shortcuts to the daily screens and the dashboard blocks. */
export default function Home() {
  const { userName } = useAuth();
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {userName ? `Welkom, ${userName}` : 'Welkom bij Stalboek'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {shortcuts.map((s) => (
          <Card key={s.to} variant="outlined">
            <CardActionArea component={RouterLink} to={s.to} sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  {s.icon}
                  <Typography variant="h6" component="h2">
                    {s.title}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {s.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        <Announcement />
        <FindHorse />
        <LabsToExpire />
        <ProductsToExpire />
      </Box>
    </Box>
  );
}

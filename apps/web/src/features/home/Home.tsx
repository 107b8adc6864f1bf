import { Link as RouterLink } from 'react-router';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { paths } from '../../app/paths.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { Announcement } from './Announcement.tsx';
import { FindHorse } from './FindHorse.tsx';
import { LabsToExpire } from './LabsToExpire.tsx';
import { ProductsToExpire } from './ProductsToExpire.tsx';

type Shortcut = { title: string; text: string; to: string; icon: ReactNode };

const shortcuts: Shortcut[] = [
  {
    title: 'Locaties',
    text: 'Stallen, locaties en hun aantal plaatsen beheren.',
    to: paths.settings.locations,
    icon: <PlaceIcon color="primary" />,
  },
  {
    title: 'Stikstof Vaten',
    text: 'De vaten voor de opslag van sperma en embryo’s.',
    to: paths.settings.containers,
    icon: <AcUnitIcon color="primary" />,
  },
  {
    title: 'Beschikbare locaties',
    text: 'Per stal de locaties met vrije plaatsen.',
    to: paths.reports.availableLocations,
    icon: <EventAvailableIcon color="primary" />,
  },
];

/** The home page after login: shortcuts and the dashboard blocks built so far. */
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

import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { locationLabel } from '@stalboek/domain';
import type { Location } from '@stalboek/domain';
import { useLocation } from './api/useLocation.ts';

/** The horses present on a location, each a link to its page. */
export function LocationHorsesDialog({
  location,
  onClose,
}: {
  location: Location;
  onClose: () => void;
}) {
  const { data, isLoading } = useLocation(location._id);
  const horses = data?.horses ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="location-horses-title">
      <DialogTitle id="location-horses-title">Paarden op {locationLabel(location)}</DialogTitle>
      <DialogContent>
        {isLoading ? (
          <CircularProgress size={24} aria-label="Laden" />
        ) : horses.length === 0 ? (
          <Typography color="text.secondary">Geen paarden op deze locatie</Typography>
        ) : (
          <List dense disablePadding>
            {horses.map((horse) => (
              <ListItemButton key={horse._id} component={RouterLink} to={`/horse/${horse._id}`}>
                <ListItemText primary={horse.name} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  );
}

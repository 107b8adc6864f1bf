import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

/** Spec 01 §2: the list box of the notification menu is at most 550 px high. */
export const NOTIFICATION_LIST_MAX_HEIGHT = 550;

/**
 * The bell in the top bar. The notifications module fills the list (active notifications by
 * expiration date, 'Meer laden' / 'Minder laden' by 5); until then it shows the empty text.
 */
export function NotificationMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = 0;
  return (
    <>
      <Tooltip title="Notificaties">
        <IconButton
          color="inherit"
          aria-label="Notificaties"
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={count} color="secondary">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box
          role="region"
          aria-label="Notificaties"
          sx={{ width: 360, maxHeight: NOTIFICATION_LIST_MAX_HEIGHT, overflowY: 'auto', p: 2 }}
        >
          <Typography color="text.secondary">Geen nieuwe notificaties</Typography>
        </Box>
      </Popover>
    </>
  );
}

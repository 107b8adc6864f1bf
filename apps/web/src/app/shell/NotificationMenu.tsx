import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { NOTIFICATION_PAGE_STEP, notificationMsg } from '@stalboek/domain';
import {
  NotificationItem,
  useCloseNotification,
  useNotifications,
} from '../../features/notifications/index.ts';

/** Spec 01 §2: the list box of the notification menu is at most 550 px high. */
export const NOTIFICATION_LIST_MAX_HEIGHT = 550;

/**
 * The bell in the top bar (spec 01 'Notification menu'): active notifications by expiration date,
 * 5 at a time ('Meer laden' / 'Minder laden' when there are more than 5).
 */
export function NotificationMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(NOTIFICATION_PAGE_STEP);
  const { data } = useNotifications(shown);
  const close = useCloseNotification();
  const total = data?.total ?? 0;
  const results = data?.results ?? [];
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
          <Badge badgeContent={total} color="secondary">
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
          sx={{ width: 380, maxHeight: NOTIFICATION_LIST_MAX_HEIGHT, overflowY: 'auto', p: 2 }}
        >
          {results.length === 0 ? (
            <Typography color="text.secondary">{notificationMsg.empty}</Typography>
          ) : (
            <Box role="list">
              {results.map((n) => (
                <NotificationItem key={n._id} n={n} onClose={(id) => close.mutate(id)} />
              ))}
            </Box>
          )}
          {total > NOTIFICATION_PAGE_STEP && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'center' }}>
              <Button
                size="small"
                disabled={shown <= NOTIFICATION_PAGE_STEP}
                onClick={() =>
                  setShown((n) => Math.max(NOTIFICATION_PAGE_STEP, n - NOTIFICATION_PAGE_STEP))
                }
              >
                Minder laden
              </Button>
              <Button
                size="small"
                disabled={shown >= total}
                onClick={() => setShown((n) => n + NOTIFICATION_PAGE_STEP)}
              >
                Meer laden
              </Button>
            </Stack>
          )}
        </Box>
      </Popover>
    </>
  );
}

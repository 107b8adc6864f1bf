/** What the notifications module offers the shell's bell and the dashboard. */
export { useCloseNotification, useNotifications } from './api.ts';
export { NotificationItem } from './NotificationItem.tsx';

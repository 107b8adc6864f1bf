// The notifications module to the rest of the server: its routes, the notifications a case or
// sheet line creates, and the list the demo data's test reads.
export { notificationRoutes } from './routes.ts';
export { createLineNotifications, type NotificationConfig } from './create.ts';
export { listNotifications } from './service.ts';

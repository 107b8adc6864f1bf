import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_TAGS,
  latestAnnouncementResult,
  notification,
  notificationListResult,
  notificationIdParams,
  notificationListQuery,
  notificationUpdateBody,
} from '@stalboek/domain';
import { ok } from '../../lib/route-schemas.ts';
import * as service from './service.ts';

/** Notifications (bell, dashboard lab block), their tag labels and the latest announcement. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification',
    { schema: { querystring: notificationListQuery, response: ok(notificationListResult) } },
    async (req) => service.listNotifications(app.db, req.query),
  );
  app.put(
    '/notification/:id',
    {
      schema: {
        params: notificationIdParams,
        body: notificationUpdateBody,
        response: ok(notification),
      },
    },
    async (req) => service.deactivateNotification(app.db, req.actor, req.params.id),
  );
  app.get(
    '/config/notification',
    { schema: { response: { 200: z.object({ tags: z.record(z.string(), z.string()) }) } } },
    async () => ({ tags: { ...NOTIFICATION_TAGS } }),
  );
  app.get(
    '/announcement/latest-announcement',
    { schema: { response: ok(latestAnnouncementResult) } },
    async () => service.latestAnnouncement(app.db),
  );
};

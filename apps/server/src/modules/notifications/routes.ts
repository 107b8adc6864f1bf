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
import { errorResponses } from '../../lib/route-schemas.ts';
import * as service from './service.ts';

const tags = ['notifications'];

/** Notifications (bell, dashboard lab block), their tag labels and the latest announcement. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification',
    {
      schema: {
        tags,
        querystring: notificationListQuery,
        response: { 200: notificationListResult, ...errorResponses },
      },
    },
    async (req) => service.listNotifications(app.db, req.query),
  );
  app.put(
    '/notification/:id',
    {
      schema: {
        tags,
        params: notificationIdParams,
        body: notificationUpdateBody,
        response: { 200: notification, ...errorResponses },
      },
    },
    async (req) => service.deactivateNotification(app.db, req.actor, req.params.id),
  );
  app.get(
    '/config/notification',
    { schema: { tags, response: { 200: z.object({ tags: z.record(z.string(), z.string()) }) } } },
    async () => ({ tags: { ...NOTIFICATION_TAGS } }),
  );
  app.get(
    '/announcement/latest-announcement',
    { schema: { tags, response: { 200: latestAnnouncementResult, ...errorResponses } } },
    async () => service.latestAnnouncement(app.db),
  );
};

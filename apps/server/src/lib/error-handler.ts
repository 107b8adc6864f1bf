import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { installDutchMessages, msg, type ApiErrorBody } from '@stalboek/domain';
import { AppError, type ErrorDetail } from './errors.ts';
import { fromDatabaseError } from './db-errors.ts';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(
  statusCode: number,
  message: string,
  details?: ErrorDetail[],
): ApiErrorBody {
  return {
    statusCode,
    error: reasons[statusCode] ?? 'Error',
    message,
    ...(details?.length ? { details } : {}),
  };
}

/** Answers a request no route matched when it can (the web app's files); false when it cannot. */
export type NotFoundFallback = (req: FastifyRequest, reply: FastifyReply) => boolean;

/** One place turns every error into the API's error shape; only real faults become a 500. */
export function registerErrorHandler(app: FastifyInstance, fallback?: NotFoundFallback): void {
  // Validation messages come from zod: its Dutch map (packages/domain) speaks for every schema.
  installDutchMessages();
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(errorBody(err.statusCode, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: [err.validationContext, v.instancePath.replace(/^\//, '').replace(/\//g, '.')]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? msg.invalid,
      }));
      return reply
        .status(400)
        .send(errorBody(400, details.map((d) => `${d.path}: ${d.message}`).join('; '), details));
    }
    const fromDb = fromDatabaseError(err);
    if (fromDb) {
      return reply.status(fromDb.statusCode).send(errorBody(fromDb.statusCode, fromDb.message));
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type, rate limit.
      return reply.status(status).send(errorBody(status, translate(err as FastifyError)));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'Er liep iets mis op de server.'));
  });

  app.setNotFoundHandler((req, reply) => {
    if (fallback?.(req, reply)) return;
    reply
      .status(404)
      .send(errorBody(404, `Route ${req.method} ${req.url.split('?')[0]} bestaat niet`));
  });
}

function translate(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Ongeldige JSON in het verzoek';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Het verzoek is te groot';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Dit type inhoud wordt niet aanvaard';
    default:
      return err.message;
  }
}

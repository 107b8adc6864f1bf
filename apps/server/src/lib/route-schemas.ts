import { apiError } from '@stalboek/domain';

/** The error answers every guarded route can give, for the OpenAPI document. */
export const errorResponses = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  429: apiError,
} as const;

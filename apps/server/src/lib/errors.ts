/** The one error type of the API: a code that maps to an HTTP status, and a Dutch message. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export type ErrorDetail = { path: string; message: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  constructor(code: ErrorCode, message: string, details?: ErrorDetail[]) {
    super(message);
    this.code = code;
    this.details = details;
  }
  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} niet gevonden`);
export const conflict = (message: string) => new AppError('CONFLICT', message);

// The API's one error type: a code, an HTTP status and what the client needs to fix it.
// errors/error-document.ts turns it into a JSON:API errors[] document.

export type ErrorSource = { parameter: string } | { pointer: string } | { header: string };

const STATUS_BY_CODE = {
  invalid_parameter: 400,
  invalid_body: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly title: string,
    readonly detail?: string,
    readonly source?: ErrorSource,
  ) {
    super(detail ?? title);
    this.status = STATUS_BY_CODE[code];
  }

  static invalidParameter(parameter: string, detail: string): AppError {
    return new AppError('invalid_parameter', 'Invalid query parameter', detail, { parameter });
  }

  static notFound(detail: string): AppError {
    return new AppError('not_found', 'Not found', detail);
  }
}

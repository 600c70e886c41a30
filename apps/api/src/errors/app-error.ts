// The API's one error type: a code, an HTTP status and what the client needs to fix it.
// errors/error-document.ts turns it into a JSON:API errors[] document.

export type ErrorSource = { parameter: string } | { pointer: string } | { header: string };

const STATUS_BY_CODE = {
  invalid_parameter: 400,
  invalid_body: 400,
  invalid_reset_token: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  conflict: 409,
  email_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

/** One invalid member of a request document: the spec's message and where the value is. */
export interface FieldIssue {
  pointer: string;
  detail: string;
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly title: string,
    readonly detail?: string,
    readonly source?: ErrorSource,
    /** Several fields can be wrong at once; each becomes its own entry in errors[]. */
    readonly issues?: readonly FieldIssue[],
  ) {
    super(detail ?? title);
    this.status = STATUS_BY_CODE[code];
  }

  static invalidParameter(parameter: string, detail: string): AppError {
    return new AppError('invalid_parameter', 'Invalid query parameter', detail, { parameter });
  }

  static invalidBody(pointer: string, detail: string): AppError {
    return new AppError('invalid_body', 'Invalid request document', detail, { pointer });
  }

  static notFound(detail: string): AppError {
    return new AppError('not_found', 'Not found', detail);
  }

  static unauthorized(): AppError {
    return new AppError('unauthorized', 'Unauthorized', 'Sign in to continue.');
  }

  static forbidden(detail = 'You may not access this resource.'): AppError {
    return new AppError('forbidden', 'Forbidden', detail);
  }

  /** 422 with one entry per failing field. */
  static validation(issues: readonly FieldIssue[]): AppError {
    const first = issues[0];
    return new AppError(
      'validation_failed',
      'Invalid attribute',
      first?.detail,
      first ? { pointer: first.pointer } : undefined,
      issues,
    );
  }
}

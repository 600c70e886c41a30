// The API's one error type: a status, a code, what the client needs to fix it and any headers
// the answer needs (Retry-After). Features name their own codes (already_pro, a provider's
// decline code); app.ts's error handler writes the headers and the JSON:API errors[] document
// (errors/error-document.ts) for every one of them. See docs/decisions/0011-one-error-path.md.

export type ErrorSource = { parameter: string } | { pointer: string } | { header: string };

/** One invalid member of a request document: the spec's message and where the value is. */
export interface FieldIssue {
  pointer: string;
  detail: string;
}

export interface AppErrorInit {
  status: number;
  /** Machine-readable, snake_case: not_found, rate_limited, already_pro, card_declined … */
  code: string;
  title: string;
  detail?: string;
  source?: ErrorSource;
  /** Several fields can be wrong at once; each becomes its own entry in errors[]. */
  issues?: readonly FieldIssue[];
  /** Response headers that belong to the answer, e.g. Retry-After on a 429. */
  headers?: Readonly<Record<string, string>>;
  /** The error object's meta: what the client needs to act on it (draft-exists: the draft's id). */
  meta?: Readonly<Record<string, unknown>>;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail?: string;
  readonly source?: ErrorSource;
  readonly issues?: readonly FieldIssue[];
  readonly headers: Readonly<Record<string, string>>;
  readonly meta?: Readonly<Record<string, unknown>>;

  constructor(init: AppErrorInit) {
    super(init.detail ?? init.title);
    this.name = 'AppError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.source = init.source;
    this.issues = init.issues;
    this.headers = init.headers ?? {};
    this.meta = init.meta;
  }

  static invalidParameter(parameter: string, detail: string): AppError {
    return new AppError({
      status: 400,
      code: 'invalid_parameter',
      title: 'Invalid query parameter',
      detail,
      source: { parameter },
    });
  }

  /** 400 for a request that cannot be read at all; `title` says what was wrong with it. */
  static badRequest(title: string, detail: string, source?: ErrorSource): AppError {
    return new AppError({ status: 400, code: 'invalid_body', title, detail, source });
  }

  static invalidBody(pointer: string, detail: string): AppError {
    return AppError.badRequest('Invalid request document', detail, { pointer });
  }

  static unauthorized(detail = 'Sign in to continue.'): AppError {
    return new AppError({ status: 401, code: 'unauthorized', title: 'Unauthorized', detail });
  }

  static forbidden(detail = 'You may not access this resource.'): AppError {
    return new AppError({ status: 403, code: 'forbidden', title: 'Forbidden', detail });
  }

  static notFound(detail: string): AppError {
    return new AppError({ status: 404, code: 'not_found', title: 'Not found', detail });
  }

  /** 409: the request is fine but the state of things refuses it (a duplicate, a race lost). */
  static conflict(title: string, detail: string, source?: ErrorSource, code = 'conflict'): AppError {
    return new AppError({ status: 409, code, title, detail, source });
  }

  static payloadTooLarge(title: string, detail: string, source?: ErrorSource): AppError {
    return new AppError({ status: 413, code: 'payload_too_large', title, detail, source });
  }

  static unsupportedMediaType(title: string, detail: string | undefined, source?: ErrorSource): AppError {
    return new AppError({ status: 415, code: 'unsupported_media_type', title, detail, source });
  }

  /** 422 with one entry per failing field. */
  static validation(issues: readonly FieldIssue[]): AppError {
    const first = issues[0];
    return new AppError({
      status: 422,
      code: 'validation_failed',
      title: 'Invalid attribute',
      detail: first?.detail,
      source: first ? { pointer: first.pointer } : undefined,
      issues,
    });
  }

  /** 422 for a request whose fields are valid but cannot be acted on, with the refusal's title. */
  static unprocessable(title: string, detail: string): AppError {
    return new AppError({ status: 422, code: 'validation_failed', title, detail });
  }

  /** 429 telling the caller how long to wait (Retry-After, in whole seconds). */
  static rateLimited(detail: string, retryAfterSeconds: number): AppError {
    return new AppError({
      status: 429,
      code: 'rate_limited',
      title: 'Too many requests',
      detail,
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }

  static internal(): AppError {
    return new AppError({
      status: 500,
      code: 'internal_error',
      title: 'Internal server error',
      detail: 'Something went wrong on our side.',
    });
  }

  static serviceUnavailable(title: string, detail: string): AppError {
    return new AppError({ status: 503, code: 'service_unavailable', title, detail });
  }
}

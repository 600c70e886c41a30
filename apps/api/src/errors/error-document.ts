// Maps anything thrown while handling a request to a JSON:API error document.
// Internals never leave the server: unknown errors become a generic 500.
import { AppError } from './app-error.ts';
import { isConcurrencyFailure } from './database-errors.ts';

export interface JsonApiError {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: Record<string, string>;
  meta?: Record<string, unknown>;
}

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

function fromFastifyError(error: FastifyLikeError): AppError | null {
  const status = error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  switch (status) {
    case 413:
      return AppError.payloadTooLarge('Request body too large', 'The request body is larger than allowed.');
    case 415:
      return AppError.unsupportedMediaType('Unsupported media type', error.message);
    case 404:
      return AppError.notFound('No such resource.');
    default:
      return AppError.badRequest('Bad request', error.message ?? 'The request could not be understood.');
  }
}

/** What a request that lost a race to another one is told: nothing was changed, try again. */
export const CONCURRENT_CHANGE_MESSAGE =
  'Someone else changed this at the same time. Nothing was saved; please try again.';

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // Exclusion constraints, deadlocks and serialization failures are races between requests,
  // not bugs: the loser is told so (409) rather than answered with a 500.
  if (isConcurrencyFailure(error)) return AppError.conflict('Concurrent change', CONCURRENT_CHANGE_MESSAGE);
  const mapped = fromFastifyError(error as FastifyLikeError);
  if (mapped) return mapped;
  return AppError.internal();
}

export function errorDocument(error: AppError): { errors: JsonApiError[] } {
  if (error.issues?.length) {
    return {
      errors: error.issues.map((issue) => ({
        status: String(error.status),
        code: error.code,
        title: error.title,
        detail: issue.detail,
        source: { pointer: issue.pointer },
      })),
    };
  }
  const entry: JsonApiError = { status: String(error.status), code: error.code, title: error.title };
  if (error.detail) entry.detail = error.detail;
  if (error.source) entry.source = error.source as Record<string, string>;
  if (error.meta) entry.meta = { ...error.meta };
  return { errors: [entry] };
}

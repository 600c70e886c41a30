// Maps anything thrown while handling a request to a JSON:API error document.
// Internals never leave the server: unknown errors become a generic 500.
import { AppError } from './app-error.ts';

export interface JsonApiError {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: Record<string, string>;
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
      return new AppError('payload_too_large', 'Request body too large', 'The request body is larger than allowed.');
    case 415:
      return new AppError('unsupported_media_type', 'Unsupported media type', error.message);
    case 404:
      return AppError.notFound('No such resource.');
    default:
      return new AppError('invalid_body', 'Bad request', error.message ?? 'The request could not be understood.');
  }
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const mapped = fromFastifyError(error as FastifyLikeError);
  if (mapped) return mapped;
  return new AppError('internal_error', 'Internal server error', 'Something went wrong on our side.');
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
  return { errors: [entry] };
}

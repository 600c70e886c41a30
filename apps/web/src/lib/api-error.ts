// The one error every API call on the web throws, in the browser and on the server. It keeps
// what the API said (JSON:API errors[], or an OAuth2 error turned into one) and words anything
// else with the spec's error catalogue (section 8), so screens only ever read `messages`.

export const API_ERROR_TEXT = {
  noData: 'API response contains no data',
  unexpectedData: 'Unexpected API data',
  syntax: 'Sorry, your request could not be processed',
  unknown: 'Unknown Error',
  signIn: 'Sign in to continue.',
  loading: (type: string) => `Error loading ${type}`,
  creating: (type: string) => `Error creating ${type}`,
  updating: (type: string) => `Error updating ${type}`,
  deleting: (id: string, type: string, status: number) => `Error deleting ${id} from ${type}. API returned a ${status}`,
} as const;

/** One JSON:API error object, as the API sends it. */
export interface ApiErrorItem {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
  /** Extra facts of the error, as sent (kebab-case), e.g. 409 draft-exists: { 'reservation-id': '7' }. */
  meta?: Record<string, unknown>;
}

/** The text shown for each error: its detail, else its title. */
function errorTexts(errors: readonly ApiErrorItem[]): string[] {
  return errors.map((error) => error.detail ?? error.title ?? '').filter(Boolean);
}

/** A failed API call: the HTTP status (0 when the network failed), the URL and the errors. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    readonly status: number,
    readonly url: string,
    readonly errors: readonly ApiErrorItem[],
  ) {
    super(errorTexts(errors).join(' ') || API_ERROR_TEXT.unknown);
  }

  /** The first error's machine-readable code ("invalid_grant", "already_reviewed" ...), if any. */
  get code(): string | undefined {
    return this.errors.find((error) => error.code)?.code;
  }

  /** The first error's detail, if any. */
  get detail(): string | undefined {
    return this.errors.find((error) => error.detail)?.detail;
  }

  /** The first error's source pointer ("/data/attributes/stayed-on"), if any. */
  get pointer(): string | undefined {
    return this.errors.find((error) => error.source?.pointer)?.source?.pointer;
  }

  /** The first error's meta, if any (409 draft-exists names the draft: { 'reservation-id': '7' }). */
  get meta(): Record<string, unknown> | undefined {
    return this.errors.find((error) => error.meta)?.meta;
  }

  /** What to show: each error's detail, else its title; never empty. */
  get messages(): string[] {
    const texts = errorTexts(this.errors);
    return texts.length > 0 ? texts : [API_ERROR_TEXT.unknown];
  }

  /** A call that needs a signed-in user, made without one (no request is sent). */
  static signInRequired(url: string): ApiError {
    return new ApiError(401, url, [{ status: '401', title: 'Unauthorized', detail: API_ERROR_TEXT.signIn }]);
  }
}

/** What to show for anything a call threw. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError) return error.messages;
  if (error instanceof SyntaxError) return [API_ERROR_TEXT.syntax];
  return [API_ERROR_TEXT.unknown];
}

function isErrorItem(value: unknown): value is ApiErrorItem {
  return typeof value === 'object' && value !== null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** One error item from whatever fields are present (absent ones are left out, not undefined). */
function item(fields: ApiErrorItem): ApiErrorItem {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ApiErrorItem;
}

/**
 * The errors in a failed answer's body: JSON:API errors[]; an OAuth2 error
 * ({ error, error_description }) or a card processor's ({ error: { code, message } }, Stripe's
 * shape, which the local processor copies) as one item with that code. Anything else (a proxy's
 * HTML page, an empty body) becomes one made-up error from the status and `fallback`.
 */
export function readErrors(body: string, status: number, fallback: string): ApiErrorItem[] {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown; error?: unknown; error_description?: unknown } | null;
    if (Array.isArray(parsed?.errors) && parsed.errors.length > 0) return parsed.errors.filter(isErrorItem);
    if (typeof parsed?.error === 'string') {
      return [item({ status: String(status), code: parsed.error, detail: text(parsed.error_description) })];
    }
    if (isErrorItem(parsed?.error) && 'message' in parsed.error) {
      const { code, message } = parsed.error as { code?: unknown; message?: unknown };
      if (typeof message === 'string') return [item({ status: String(status), code: text(code), detail: message })];
    }
  } catch {
    // Not JSON: fall through to the made-up error.
  }
  return [{ status: String(status), title: String(status), detail: fallback }];
}

/** The attribute an error's source.pointer names ("/data/attributes/stayed-on" → "stayedOn"). */
export function pointerField(error: ApiErrorItem): string | null {
  const match = /^\/data\/attributes\/([^/]+)/.exec(error.source?.pointer ?? '');
  return match?.[1] ? match[1].replace(/-([a-z0-9])/g, (_m, letter: string) => letter.toUpperCase()) : null;
}

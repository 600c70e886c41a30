// Browser writes for reviews, helpful votes and field reports. The shared API client sends
// attributes only; these resources also need relationships (the campground, the review), so
// the documents are built here and sent with the same headers and error handling.
import { API_BASE_PATH, JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { getSession } from 'next-auth/react';
import { API_ERROR_TEXT, type ApiErrorItem, ApiRequestError } from '@/lib/api-client';
import { camelizeKeys, kebabizeKeys } from '@/lib/json-api/camelize-keys';

export interface ResourceDocument {
  type: string;
  id?: string;
  attributes: Record<string, unknown>;
  /** Relationship name → the related resource (type and id). */
  relationships?: Record<string, { type: string; id: string }>;
}

/** A single resource from an answer, attributes camelCased beside id and type. */
export type WrittenRecord = { id: string; type: string } & Record<string, unknown>;

/** The signed-in user's access token, fresh from the session endpoint (which refreshes it). */
export async function accessToken(): Promise<string> {
  const session = await getSession();
  if (!session?.accessToken) {
    throw new ApiRequestError(401, '/api/auth/session', [
      { status: '401', title: 'Unauthorized', detail: 'Sign in to continue.' },
    ]);
  }
  return session.accessToken;
}

export function authHeaders(token: string): Record<string, string> {
  return { Accept: JSON_API_MEDIA_TYPE, 'x-access-token': token, Authorization: `Bearer ${token}` };
}

export function toBody(resource: ResourceDocument): string {
  const relationships = resource.relationships
    ? Object.fromEntries(Object.entries(resource.relationships).map(([name, data]) => [name, { data }]))
    : undefined;
  return JSON.stringify({
    data: {
      ...(resource.id === undefined ? {} : { id: resource.id }),
      type: resource.type,
      attributes: kebabizeKeys(resource.attributes),
      ...(relationships ? { relationships } : {}),
    },
  });
}

/** The errors[] of a failed answer, or one made up from the status when it has none. */
export function readErrors(text: string, status: number, fallback: string): ApiErrorItem[] {
  try {
    const errors = (JSON.parse(text) as { errors?: unknown } | null)?.errors;
    if (Array.isArray(errors) && errors.length > 0) {
      return errors.filter((error): error is ApiErrorItem => typeof error === 'object' && error !== null);
    }
  } catch {
    // Not JSON (a proxy's error page): fall through to the made-up error.
  }
  return [{ status: String(status), title: String(status), detail: fallback }];
}

function toRecord(text: string): WrittenRecord | null {
  if (!text) return null;
  const data = (JSON.parse(text) as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { id, type, attributes } = data as { id?: unknown; type?: unknown; attributes?: unknown };
  if (typeof id !== 'string' || typeof type !== 'string') return null;
  return { ...(camelizeKeys(attributes ?? {}) as Record<string, unknown>), id, type };
}

/** Sends one write; answers the resource in the reply (null for 204 or none), or throws ApiRequestError. */
export async function sendWrite(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  resource?: ResourceDocument,
): Promise<WrittenRecord | null> {
  const url = `${API_BASE_PATH}${path}`;
  const headers = authHeaders(await accessToken());
  if (resource) headers['Content-Type'] = JSON_API_MEDIA_TYPE;
  const response = await fetch(url, {
    method,
    headers,
    body: resource ? toBody(resource) : undefined,
    credentials: 'same-origin',
  });
  const text = await response.text();
  if (!response.ok) {
    const type = resource?.type ?? path.split('/')[1] ?? 'record';
    const fallback = method === 'POST' ? API_ERROR_TEXT.creating(type) : API_ERROR_TEXT.updating(type);
    throw new ApiRequestError(response.status, url, readErrors(text, response.status, fallback));
  }
  try {
    return toRecord(text);
  } catch {
    throw new ApiRequestError(response.status, url, [{ title: API_ERROR_TEXT.syntax, detail: API_ERROR_TEXT.syntax }]);
  }
}

/** The attribute an error's source.pointer names ("/data/attributes/stayed-on" → "stayedOn"). */
export function pointerField(error: ApiErrorItem): string | null {
  const match = /^\/data\/attributes\/([^/]+)/.exec(error.source?.pointer ?? '');
  return match?.[1] ? match[1].replace(/-([a-z0-9])/g, (_m, letter: string) => letter.toUpperCase()) : null;
}

// POST /campground-claims/{id}/verification with method=document as multipart/form-data
// (docs/api-claims.md): the proof an admin reviews. One small file, so plain fetch will do.
import { API_BASE_PATH } from '@campwise/domain';
import { API_ERROR_TEXT, ApiError, readErrors } from '@/lib/api-error';
import { authHeaders } from '@/lib/api-request';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { requireAccessToken } from '@/lib/session-api-client';
import { type Claim, claimSchema } from './claim-schema';

/** What the API takes: PDF, JPEG or PNG up to 10 MB. Checked here first to spare the upload. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export function documentProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'Choose a PDF, JPEG or PNG file.';
  if (file.size > DOCUMENT_MAX_BYTES) return 'Choose a file of 10 MB or less.';
  return null;
}

export async function uploadClaimDocument(claimId: string, file: File): Promise<Claim> {
  const token = await requireAccessToken();
  const url = `${API_BASE_PATH}/campground-claims/${encodeURIComponent(claimId)}/verification`;
  const form = new FormData();
  form.append('method', 'document');
  // The file goes last: a streaming multipart parser then has the other fields when it meets it.
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: authHeaders(token),
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, url, [{ title: 'Network error', detail: API_ERROR_TEXT.creating('campground-claims') }]);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      response.status,
      url,
      readErrors(text, response.status, API_ERROR_TEXT.creating('campground-claims')),
    );
  }
  const data = (JSON.parse(text) as { data?: { id?: string; attributes?: Record<string, unknown> } }).data;
  return claimSchema.parse({ ...(camelizeKeys(data?.attributes ?? {}) as object), id: data?.id });
}

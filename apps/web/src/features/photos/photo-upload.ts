// POST /api/v6/photos as multipart/form-data. XMLHttpRequest rather than fetch: fetch cannot
// report upload progress, and a 10 MB photo on campground Wi-Fi takes a while.
import { API_BASE_PATH } from '@campwise/domain';
import { API_ERROR_TEXT, ApiError, readErrors } from '@/lib/api-error';
import { authHeaders } from '@/lib/api-request';
import { requireAccessToken } from '@/lib/session-api-client';

export interface PhotoUploadTarget {
  campgroundId: string;
  reviewId?: string | null;
  caption?: string | null;
}

/** Uploads one photo; `onProgress` gets 0–1 as bytes leave. Resolves with the new photo's id. */
export async function uploadPhoto(
  file: File,
  target: PhotoUploadTarget,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const token = await requireAccessToken();
  const form = new FormData();
  form.append('campground-id', target.campgroundId);
  if (target.reviewId) form.append('review-id', target.reviewId);
  if (target.caption?.trim()) form.append('caption', target.caption.trim());
  // The file goes last: a streaming multipart parser then has the other fields when it meets it.
  form.append('file', file, file.name);

  const url = `${API_BASE_PATH}/photos`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(authHeaders(token))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        const id = (JSON.parse(request.responseText) as { data?: { id?: unknown } }).data?.id;
        resolve(typeof id === 'string' ? id : '');
        return;
      }
      reject(
        new ApiError(
          request.status,
          url,
          readErrors(request.responseText, request.status, API_ERROR_TEXT.creating('photos')),
        ),
      );
    };
    request.onerror = () =>
      reject(new ApiError(0, url, [{ title: 'Network error', detail: API_ERROR_TEXT.creating('photos') }]));
    request.send(form);
  });
}

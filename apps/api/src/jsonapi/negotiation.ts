// JSON:API content negotiation: a client that only accepts our media type with parameters
// gets 406; a body sent as our media type with parameters gets 415 (JSON:API 1.0, "Server Responsibilities").
import type { IncomingHttpHeaders } from 'node:http';
import { JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { AppError } from '../errors/app-error.ts';

function mediaRanges(header: string): { type: string; hasParams: boolean }[] {
  return header.split(',').map((part) => {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    // q= is a quality weight, not a media type parameter.
    return { type: type.toLowerCase(), hasParams: params.some((p) => p && !p.toLowerCase().startsWith('q=')) };
  });
}

export function checkJsonApiNegotiation(headers: IncomingHttpHeaders): void {
  const contentType = headers['content-type'];
  if (contentType) {
    const [range] = mediaRanges(contentType);
    if (range?.type === JSON_API_MEDIA_TYPE && range.hasParams) {
      throw AppError.unsupportedMediaType(
        'Unsupported media type',
        `Send ${JSON_API_MEDIA_TYPE} without media type parameters.`,
        { header: 'Content-Type' },
      );
    }
  }
  const accept = headers.accept;
  if (accept) {
    const ranges = mediaRanges(accept);
    const jsonApi = ranges.filter((r) => r.type === JSON_API_MEDIA_TYPE);
    const acceptsOther = ranges.some((r) => r.type !== JSON_API_MEDIA_TYPE);
    if (jsonApi.length && !acceptsOther && jsonApi.every((r) => r.hasParams)) {
      throw new AppError({
        status: 406,
        code: 'not_acceptable',
        title: 'Not acceptable',
        detail: `Accept ${JSON_API_MEDIA_TYPE} without parameters.`,
        source: { header: 'Accept' },
      });
    }
  }
}

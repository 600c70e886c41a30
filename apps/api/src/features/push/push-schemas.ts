// Wire shapes of web push (docs/api-alerts.md "Web push"): the public config, and the request and
// resource documents of a browser's subscription.
import { z } from 'zod';
import { resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { ENDPOINT_MAX_LENGTH, ENDPOINT_MESSAGES, endpointProblem } from './push-endpoint.ts';

export { idParams } from '../inventory/inventory-schemas.ts';

/** Unpadded base64url of exactly `bytes` bytes, as PushSubscription.toJSON() writes its keys. */
function base64UrlBytes(bytes: number, message: string, check: (decoded: Buffer) => boolean = () => true) {
  return z.string({ error: message }).refine((value) => {
    if (!/^[A-Za-z0-9_-]+$/.test(value)) return false;
    const decoded = Buffer.from(value, 'base64url');
    return decoded.length === bytes && check(decoded);
  }, message);
}

/** The subscription a browser hands over; which endpoints pass depends on PUSH_ALLOW_INSECURE_ENDPOINTS. */
export function pushSubscriptionCreateSchema(allowInsecure: boolean) {
  return resourceDocumentSchema('push-subscriptions', {
    endpoint: z
      .string({ error: ENDPOINT_MESSAGES.invalid })
      .max(ENDPOINT_MAX_LENGTH, ENDPOINT_MESSAGES.invalid)
      .superRefine((value, ctx) => {
        const problem = endpointProblem(value, allowInsecure);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    // An uncompressed P-256 point: 0x04, then x and y.
    p256dh: base64UrlBytes(
      65,
      'p256dh must be the subscription’s P-256 key (65 bytes, base64url).',
      (key) => key[0] === 4,
    ),
    auth: base64UrlBytes(16, 'auth must be the subscription’s 16-byte secret (base64url).'),
  });
}

export const pushConfigDocumentSchema = singleDocumentSchema(
  resourceSchema('push-configs', z.object({ enabled: z.boolean(), 'vapid-public-key': z.string().nullable() })),
);

export const pushSubscriptionDocumentSchema = singleDocumentSchema(
  resourceSchema(
    'push-subscriptions',
    z.object({ endpoint: z.string(), 'last-success-at': z.string().nullable(), 'created-at': z.string() }),
  ),
);

// GET /api/v6/payment-settings/current: which card form the browser must use (Stripe Elements
// with the publishable key, or the local test card form).
import type { AppContext } from '../../app-context.ts';
import { z } from 'zod';
import { API_BASE_PATH } from '@campwise/domain';
import { resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resource, singleDocument } from '../../jsonapi/document.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';

const settingsDocumentSchema = singleDocumentSchema(
  resourceSchema(
    'payment-settings',
    z.object({ provider: z.enum(['local', 'stripe']), 'publishable-key': z.string().nullable() }),
  ),
);

export function registerPaymentSettingsRoutes(catalog: RouteCatalog, { provider, config }: AppContext): void {
  const publishableKey = config.stripePublishableKey ?? null;
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/payment-settings/current`,
    summary: 'Which card form the browser must use: stripe (with the publishable key) or local',
    tag: 'pro',
    query: { none: true },
    response: { status: 200, description: 'The payment settings', schema: settingsDocumentSchema },
    handler: async () =>
      singleDocument(
        resource('payment-settings', 'current', {
          provider: provider.name,
          publishableKey: provider.name === 'stripe' ? publishableKey : null,
        }),
      ),
  });
}

// POST /api/local-payments/payment-methods: the local test card processor's stand-in for
// Stripe.js turning card details into a payment method id. Plain JSON, no session, Stripe's
// error shape; 404 when Stripe is configured (the browser then talks to Stripe itself).
import type { AppContext } from '../../app-context.ts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { insertPaymentMethod } from './local-provider-repository.ts';
import { checkCard } from './local-test-cards.ts';

const digits = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,4}$/),
    z.number().int().min(0).max(9999),
  ])
  .transform(Number);

const cardBodySchema = z.object({
  number: z.string().max(40),
  expMonth: digits,
  expYear: digits,
  cvc: z.union([z.string().max(8), z.number().int().min(0).max(9999).transform(String)]),
  name: z.string().max(200).optional(),
  addressLine: z.string().max(500).optional(),
});

const paymentMethodSchema = z.object({ id: z.string(), brand: z.string(), last4: z.string() });

function stripeError(reply: FastifyReply, status: number, error: { type: string; code: string; message: string }) {
  return reply.code(status).type('application/json').send({ error });
}

export function registerLocalPaymentRoutes(catalog: RouteCatalog, { db, clock, provider }: AppContext): void {
  catalog.add({
    method: 'POST',
    url: '/api/local-payments/payment-methods',
    summary:
      'Local test card processor: card details to a payment method id (plain JSON; 402 with a Stripe-style error; 404 with Stripe)',
    tag: 'pro',
    personal: true,
    query: { none: true },
    response: {
      status: 201,
      description: 'The payment method',
      schema: paymentMethodSchema,
      mediaType: 'application/json',
    },
    handler: async ({ request }, reply) => {
      if (provider.name !== 'local') {
        return stripeError(reply, 404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'Card details go to Stripe: the local test card processor is off.',
        });
      }
      const parsed = cardBodySchema.safeParse(request.body);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
        return stripeError(reply, 400, {
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          message: `Invalid or missing card field: ${field}.`,
        });
      }
      const body = parsed.data;
      const checked = checkCard(body, clock());
      if ('failure' in checked) return stripeError(reply, 402, { type: 'card_error', ...checked.failure });
      const { card } = checked;
      const method = await insertPaymentMethod(db, {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        behavior: card.behavior,
        name: body.name?.trim() ?? '',
        addressLine: body.addressLine?.trim() ?? '',
        createdAt: clock(),
      });
      return reply.code(201).send({ id: method.id, brand: method.brand, last4: method.last4 });
    },
  });
}

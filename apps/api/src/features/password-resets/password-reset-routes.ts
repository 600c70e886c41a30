// POST /api/v6/password-resets (ask for a link) and POST /api/v6/password-resets/redeem.
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { accepted, noContent } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import {
  resetAcceptedSchema,
  resetRedeemDocumentSchema,
  resetRequestDocumentSchema,
} from './password-reset-schemas.ts';
import { RESET_REQUESTED_MESSAGE, redeemPasswordReset, requestPasswordReset } from './password-reset-service.ts';

const BODY_MEDIA_TYPES = ['application/vnd.api+json', 'application/json'];

export function registerPasswordResetRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/password-resets`,
    summary: 'Email a password reset link; the same answer whether or not the email has an account',
    tag: 'password-resets',
    query: { none: true },
    body: resetRequestDocumentSchema,
    bodyMediaTypes: BODY_MEDIA_TYPES,
    response: { status: 202, description: 'Taken', schema: resetAcceptedSchema },
    errors: [400, 422, 429],
    handler: async ({ body, request }, reply) => {
      await requestPasswordReset(ctx, body.data.attributes.email, { ip: request.ip });
      return accepted(reply, { message: RESET_REQUESTED_MESSAGE });
    },
  });

  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/password-resets/redeem`,
    summary: 'Set a new password with the emailed token; every session of the user ends',
    tag: 'password-resets',
    query: { none: true },
    body: resetRedeemDocumentSchema,
    bodyMediaTypes: BODY_MEDIA_TYPES,
    response: { status: 204, description: 'Password set' },
    errors: [400, 422],
    handler: async ({ body }, reply) => {
      await redeemPasswordReset(ctx, body.data.attributes);
      return noContent(reply);
    },
  });
}

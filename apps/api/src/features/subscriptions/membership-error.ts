// Errors of PRO purchases, gifts and memberships whose status or code the shared AppError does
// not know (402 declines with the provider's code, 502, already_pro, …). Routes that can raise
// them run their work through answeringMembershipErrors, which answers with a JSON:API errors[] document.
import type { FastifyReply } from 'fastify';
import { JSON_API_MEDIA_TYPE, PURCHASE_REFUSALS } from '@campwise/domain';

export class MembershipError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly detail: string,
    readonly pointer?: string,
  ) {
    super(detail);
    this.name = 'MembershipError';
  }
}

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment service could not be reached. You have not been charged; please try again.';

export const membershipErrors = {
  alreadyPro: () => new MembershipError(409, 'already_pro', 'Already PRO', PURCHASE_REFUSALS.alreadyPro),
  purchaseInProgress: () =>
    new MembershipError(409, 'purchase_in_progress', 'Purchase in progress', PURCHASE_REFUSALS.purchaseInProgress),
  noPlan: () => new MembershipError(409, 'no_plan', 'No plan on sale', PURCHASE_REFUSALS.noPlan),
  keyReused: () =>
    new MembershipError(
      422,
      'idempotency_key_reused',
      'Idempotency key reused',
      'This Idempotency-Key was already used for a different request.',
    ),
  declined: (code: string, message: string) => new MembershipError(402, code, 'Payment declined', message),
  providerUnavailable: () =>
    new MembershipError(
      502,
      'payment_provider_unavailable',
      'Payment service unavailable',
      PROVIDER_UNAVAILABLE_MESSAGE,
    ),
};

export function membershipErrorDocument(error: MembershipError) {
  return {
    errors: [
      {
        status: String(error.status),
        code: error.code,
        title: error.title,
        detail: error.detail,
        ...(error.pointer ? { source: { pointer: error.pointer } } : {}),
      },
    ],
  };
}

/** Runs a route's work; a MembershipError it throws becomes the JSON:API answer. */
export async function answeringMembershipErrors(reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MembershipError)) throw error;
    return reply.code(error.status).type(JSON_API_MEDIA_TYPE).send(membershipErrorDocument(error));
  }
}

// The checkout's steps (spec sections 2 and 3): the reservation's information fields in the
// API's order, without 'paymentInfo' (the web takes the card itself), then payment and review.

export const PAYMENT_INFO_FIELD = 'paymentInfo';
export const WEB_STEPS = ['payment', 'review'] as const;

/** The step a checkout opens at when the API has not said which fields it needs yet. */
export const DEFAULT_FIRST_STEP = 'dates';

export interface InformationField {
  name: string;
}

/** Every step of a reservation's checkout, in order. */
export function checkoutSteps(informationFields: readonly InformationField[] | null | undefined): string[] {
  const fields = (informationFields ?? [])
    .map((field) => field.name)
    .filter((name) => name && name !== PAYMENT_INFO_FIELD && !(WEB_STEPS as readonly string[]).includes(name));
  return [...new Set(fields), ...WEB_STEPS];
}

/** The first step: the reservation's first information field (spec section 2). */
export function firstCheckoutStep(informationFields: readonly InformationField[] | null | undefined): string {
  return (
    checkoutSteps(informationFields).find((step) => !(WEB_STEPS as readonly string[]).includes(step)) ??
    DEFAULT_FIRST_STEP
  );
}

/** The step before and after `step`, null at either end (or when `step` is not a step). */
export function neighbourSteps(
  steps: readonly string[],
  step: string,
): { previous: string | null; next: string | null } {
  const index = steps.indexOf(step);
  if (index < 0) return { previous: null, next: null };
  return { previous: steps[index - 1] ?? null, next: steps[index + 1] ?? null };
}

export function checkoutBasePath(reservationId: string): string {
  return `/checkout/${encodeURIComponent(reservationId)}`;
}

export function checkoutStepPath(reservationId: string, step: string): string {
  return `${checkoutBasePath(reservationId)}/step/${encodeURIComponent(step)}`;
}

export function checkoutConfirmationPath(reservationId: string): string {
  return `${checkoutBasePath(reservationId)}/confirmation`;
}

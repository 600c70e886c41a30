// The refusals of alerts and openings (docs/api-alerts.md): AppErrors with the contract's codes,
// answered like any other error by the app's error handler.
import { AppError, type FieldIssue } from '../../errors/app-error.ts';
import { MAX_LIVE_ALERTS } from './alert-schemas.ts';

export const OPENING_TAKEN_DETAIL = 'Someone booked these nights first. Your alert is still watching.';

export const alertErrors = {
  notFound: () => AppError.notFound('No such alert.'),
  openingNotFound: () => AppError.notFound('No such opening.'),
  proRequired: () =>
    new AppError({
      status: 403,
      code: 'pro-required',
      title: 'PRO required',
      detail: 'Alerts are a Campwise PRO feature.',
    }),
  /** 422 with one error per invalid attribute or relationship. */
  invalid: (issues: FieldIssue[]) => AppError.validation(issues),
  tooMany: () =>
    new AppError({
      status: 422,
      code: 'too-many-alerts',
      title: 'Too many alerts',
      detail: `You can have at most ${MAX_LIVE_ALERTS} active or paused alerts. Delete one to add another.`,
    }),
  duplicate: () =>
    AppError.conflict(
      'Duplicate alert',
      'You already have an active alert for exactly this.',
      undefined,
      'duplicate-alert',
    ),
  /** Names the alert, so the page can lead back to it (it keeps watching). */
  openingTaken: (alertId: string) =>
    new AppError({
      status: 409,
      code: 'opening-taken',
      title: 'Opening taken',
      detail: OPENING_TAKEN_DETAIL,
      meta: { 'alert-id': alertId },
    }),
};

// The refusals of the trip planner (docs/api-trip-plans.md): AppErrors with the contract's codes.
import { AppError, type FieldIssue } from '../../errors/app-error.ts';

export const tripPlanErrors = {
  notFound: () => AppError.notFound('No such trip plan.'),
  sharedNotFound: () => AppError.notFound('This shared trip link does not exist or was turned off.'),
  proRequired: () =>
    new AppError({
      status: 403,
      code: 'pro-required',
      title: 'PRO required',
      detail: 'Saving trips is a Campwise PRO feature.',
    }),
  noRoute: (detail: string) =>
    new AppError({
      status: 422,
      code: 'no-route',
      title: 'No route',
      detail,
      source: { pointer: '/data/attributes/places' },
    }),
  invalid: (issues: FieldIssue[]) => AppError.validation(issues),
};

// PRO plans (platform-subscriptions): the public list the checkout picks from; admins add and
// change plans. Contract: docs/api-pro.md "Plans".
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { AppError } from '../../errors/app-error.ts';
import { countedListDocument, singleDocument } from '../../jsonapi/document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { created } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import type { PlanChanges } from './plan-repository.ts';
import {
  PLAN_FILTERS,
  planCreateDocumentSchema,
  planDocumentSchema,
  planIdParams,
  planListDocumentSchema,
  planUpdateDocumentSchema,
} from './plan-schemas.ts';
import { planResource } from './plan-serializer.ts';
import { changePlan, createPlan, getPlan, getPlans } from './plan-service.ts';

const PLANS = `${API_BASE_PATH}/platform-subscriptions`;
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];
const FILTER_SPEC = { filters: PLAN_FILTERS, parameters: {} };

export function registerPlanRoutes(catalog: RouteCatalog, { db, clock }: AppContext): void {
  catalog.add({
    method: 'GET',
    url: PLANS,
    summary: 'PRO plans on sale for a platform (stripe when not given), the default first, then by amount',
    tag: 'pro',
    auth: 'optional',
    query: { filtered: FILTER_SPEC },
    response: { status: 200, description: 'The plans', schema: planListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query: { filter }, viewer }) => {
      if (filter.active === 'all') {
        // Anonymous: sign in first (401); signed in but not an admin: 403.
        if (!viewer) throw AppError.unauthorized('Sign in as an admin to list inactive plans.');
        if (!viewer.admin) throw AppError.forbidden('Only admins may list inactive plans.');
      }
      const now = clock();
      const plans = await getPlans(db, filter.platform ?? 'stripe', filter.active === 'all');
      return countedListDocument(plans.map((plan) => planResource(plan, now)));
    },
  });

  catalog.add({
    method: 'GET',
    url: `${PLANS}/:id`,
    summary: 'One PRO plan (an inactive one: admins only)',
    tag: 'pro',
    auth: 'optional',
    params: planIdParams,
    query: { none: true },
    response: { status: 200, description: 'The plan', schema: planDocumentSchema },
    errors: [404],
    handler: async ({ params, viewer }) => {
      const plan = await getPlan(db, Number(params.id));
      if (!plan.active && !viewer?.admin) {
        throw AppError.notFound(`No platform subscription with id ${params.id}.`);
      }
      return singleDocument(planResource(plan, clock()));
    },
  });

  catalog.add({
    method: 'POST',
    url: PLANS,
    summary: 'Add a PRO plan (admins); a new default takes the role from the previous one',
    tag: 'pro',
    auth: 'admin',
    query: { none: true },
    body: planCreateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 201, description: 'The new plan', schema: planDocumentSchema },
    errors: [400, 401, 403, 409, 422],
    handler: async ({ body }, reply) => {
      const a = body.data.attributes;
      const now = clock();
      const plan = await createPlan(
        db,
        {
          platform: a.platform,
          sku: a.sku,
          name: a.name,
          amount: a.amount,
          isDefault: a.default,
          period: a.period,
          trialPeriodDays: a['trial-period-days'],
          introPrice: a['intro-price'],
          discountCode: a['discount-code'],
          active: a.active,
        },
        now,
      );
      return created(reply, planResource(plan, now));
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${PLANS}/:id`,
    summary: "Change a PRO plan's name, price, trial, intro price, discount, default or active flag (admins)",
    tag: 'pro',
    auth: 'admin',
    params: planIdParams,
    query: { none: true },
    body: planUpdateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The changed plan', schema: planDocumentSchema },
    errors: [400, 401, 403, 404, 422],
    handler: async ({ params, body }) => {
      checkDocumentId(body.data, params.id);
      const a = body.data.attributes;
      const changes: PlanChanges = {};
      if (a.name !== undefined) changes.name = a.name;
      if (a.amount !== undefined) changes.amount = a.amount;
      if (a.default !== undefined) changes.isDefault = a.default;
      if (a['trial-period-days'] !== undefined) changes.trialPeriodDays = a['trial-period-days'];
      if (a['intro-price'] !== undefined) changes.introPrice = a['intro-price'];
      if (a['discount-code'] !== undefined) changes.discountCode = a['discount-code'];
      if (a.active !== undefined) changes.active = a.active;
      const now = clock();
      return singleDocument(planResource(await changePlan(db, Number(params.id), changes, now), now));
    },
  });
}

import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import { ANALYTICS_SUMMARY_TYPE } from './analytics-schemas.ts';
import type { AnalyticsSummary } from './analytics-service.ts';

/** The summary as one resource named by its range; nested members are kebab-cased like attributes. */
export function summaryResource(summary: AnalyticsSummary): ResourceObject {
  return resource(ANALYTICS_SUMMARY_TYPE, `${summary.from}..${summary.to}`, {
    from: summary.from,
    to: summary.to,
    eventsPerDay: summary.eventsPerDay,
    funnel: summary.funnel,
    experiments: summary.experiments.map((row) => ({
      experiment: row.experiment,
      variant: row.variant,
      visitors: row.visitors,
      'pro-purchases': row.proPurchases,
      'conversion-rate': row.conversionRate,
    })),
    recordedPurchases: summary.recordedPurchases,
  });
}

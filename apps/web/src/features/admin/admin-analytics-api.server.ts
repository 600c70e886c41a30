// The admin's analytics summary (docs/api-analytics.md): events per day, the sign-up to PRO
// funnel and the experiments' results for a range of days, read as the signed-in admin.
import { isIsoDate } from '@campwise/domain';
import { z } from 'zod';
import { getResource } from '@/lib/api-client.server';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';

const summarySchema = z.object({
  from: z.string(),
  to: z.string(),
  eventsPerDay: z.array(z.object({ day: z.string(), name: z.string(), count: z.number() })),
  funnel: z.array(z.object({ step: z.string(), visitors: z.number() })),
  experiments: z.array(
    z.object({
      experiment: z.string(),
      variant: z.string(),
      visitors: z.number(),
      proPurchases: z.number(),
      conversionRate: z.number(),
    }),
  ),
  recordedPurchases: z.array(z.object({ experiment: z.string(), variant: z.string(), purchases: z.number() })),
});

export type AnalyticsSummary = z.infer<typeof summarySchema>;

export interface SummaryRange {
  from?: string;
  to?: string;
}

/** The range a page's query asks for: well-formed dates only, the API's defaults otherwise. */
export function summaryRangeFromQuery(query: Record<string, string | string[] | undefined>): SummaryRange {
  const pick = (value: string | string[] | undefined) =>
    typeof value === 'string' && isIsoDate(value) ? value : undefined;
  const range: SummaryRange = {};
  const from = pick(query.from);
  const to = pick(query.to);
  if (from) range.from = from;
  if (to) range.to = to;
  return range;
}

export async function loadAnalyticsSummary(accessToken: string, range: SummaryRange): Promise<AnalyticsSummary> {
  const query: Record<string, string> = {};
  if (range.from) query['filter[from]'] = range.from;
  if (range.to) query['filter[to]'] = range.to;
  const document = await getResource('/analytics-summary', query, { accessToken, notFoundPage: false });
  return summarySchema.parse(camelizeKeys(document.data.attributes));
}

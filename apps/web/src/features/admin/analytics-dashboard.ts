// The dashboard's view of a summary: every day of the range (quiet days too, so the bars read as
// a timeline), the funnel's step-to-step rates, and each experiment's variants as the registry
// names them, those nobody has seen yet included.
import { addDays } from '@campwise/domain';
import type { ExperimentDefinition } from '@/features/experiments/experiment-registry';
import type { AnalyticsSummary } from './admin-analytics-api.server';

export interface DayRow {
  day: string;
  total: number;
  /** Share of the busiest day, 0–1, for the bar. */
  share: number;
  byName: { name: string; count: number }[];
}

export function dayRows(summary: Pick<AnalyticsSummary, 'from' | 'to' | 'eventsPerDay'>): DayRow[] {
  const byDay = new Map<string, { name: string; count: number }[]>();
  for (const row of summary.eventsPerDay) {
    const list = byDay.get(row.day) ?? [];
    list.push({ name: row.name, count: row.count });
    byDay.set(row.day, list);
  }
  const rows: DayRow[] = [];
  for (let day = summary.from; day <= summary.to; day = addDays(day, 1)) {
    const byName = (byDay.get(day) ?? []).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    rows.push({ day, total: byName.reduce((sum, item) => sum + item.count, 0), share: 0, byName });
  }
  const busiest = Math.max(0, ...rows.map((row) => row.total));
  for (const row of rows) row.share = busiest === 0 ? 0 : row.total / busiest;
  return rows;
}

export const FUNNEL_LABELS: Readonly<Record<string, string>> = {
  visited: 'Visitors',
  'signed-up': 'Completed sign-up',
  'bought-pro': 'Then bought PRO',
};

export interface FunnelRow {
  step: string;
  label: string;
  visitors: number;
  /** Of the first step's visitors, 0–1. */
  ofAll: number;
  /** Of the step before, 0–1; null for the first. */
  ofPrevious: number | null;
}

export function funnelRows(funnel: AnalyticsSummary['funnel']): FunnelRow[] {
  const first = funnel[0]?.visitors ?? 0;
  return funnel.map((step, index) => {
    const previous = index === 0 ? null : (funnel[index - 1]?.visitors ?? 0);
    return {
      step: step.step,
      label: FUNNEL_LABELS[step.step] ?? step.step,
      visitors: step.visitors,
      ofAll: first === 0 ? 0 : step.visitors / first,
      ofPrevious: previous === null ? null : previous === 0 ? 0 : step.visitors / previous,
    };
  });
}

export interface VariantRow {
  variant: string;
  header: string;
  visitors: number;
  proPurchases: number;
  conversionRate: number;
  /** Purchases the server recorded in this variant (subscriptions' attribution), not browser events. */
  recordedPurchases: number;
}

export interface ExperimentTable {
  experiment: string;
  variants: VariantRow[];
}

/**
 * The registry's experiments first, in its order, then any the events or the recorded purchases
 * name that it no longer has. Each variant row sets the browsers' figures beside the server's.
 */
export function experimentTables(
  results: AnalyticsSummary['experiments'],
  registry: readonly ExperimentDefinition[],
  recorded: AnalyticsSummary['recordedPurchases'] = [],
): ExperimentTable[] {
  const recordedFor = (experiment: string, variant: string) =>
    recorded.find((row) => row.experiment === experiment && row.variant === variant)?.purchases ?? 0;
  const tables: ExperimentTable[] = registry.map((experiment) => ({
    experiment: experiment.name,
    variants: experiment.variants.map((variant) => {
      const found = results.find((row) => row.experiment === experiment.name && row.variant === variant.name);
      return {
        variant: variant.name,
        header: variant.header,
        visitors: found?.visitors ?? 0,
        proPurchases: found?.proPurchases ?? 0,
        conversionRate: found?.conversionRate ?? 0,
        recordedPurchases: recordedFor(experiment.name, variant.name),
      };
    }),
  }));
  const unseen = [...results, ...recorded.map((row) => ({ ...row, visitors: 0, proPurchases: 0, conversionRate: 0 }))];
  for (const row of unseen) {
    let table = tables.find((candidate) => candidate.experiment === row.experiment);
    if (!table) {
      table = { experiment: row.experiment, variants: [] };
      tables.push(table);
    }
    if (table.variants.some((variant) => variant.variant === row.variant)) continue;
    table.variants.push({
      variant: row.variant,
      header: 'No longer running',
      visitors: row.visitors,
      proPurchases: row.proPurchases,
      conversionRate: row.conversionRate,
      recordedPurchases: recordedFor(row.experiment, row.variant),
    });
  }
  return tables;
}

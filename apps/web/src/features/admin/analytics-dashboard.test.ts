import { describe, expect, it } from 'vitest';
import { dayRows, experimentTables, funnelRows } from './analytics-dashboard';

describe('the analytics dashboard', () => {
  const registry = [
    {
      name: 'modal',
      variants: [
        { name: 'a', weight: 1, header: 'Current' },
        { name: 'b', weight: 1, header: 'Benefits' },
      ],
    },
  ];

  it('lists every day of the range, quiet ones too, with bars against the busiest', () => {
    const rows = dayRows({
      from: '2026-06-08',
      to: '2026-06-10',
      eventsPerDay: [
        { day: '2026-06-08', name: 'Sign In Completed', count: 1 },
        { day: '2026-06-10', name: 'Experiment Viewed', count: 2 },
        { day: '2026-06-10', name: 'Pro Purchase', count: 2 },
        { day: '2026-06-10', name: 'Booking Started', count: 4 },
      ],
    });
    expect(rows.map((row) => [row.day, row.total, row.share])).toEqual([
      ['2026-06-08', 1, 0.125],
      ['2026-06-09', 0, 0],
      ['2026-06-10', 8, 1],
    ]);
    expect(rows[2]!.byName.map((item) => item.name)).toEqual(['Booking Started', 'Experiment Viewed', 'Pro Purchase']);
  });

  it('gives each funnel step its share of all visitors and of the step before', () => {
    expect(
      funnelRows([
        { step: 'visited', visitors: 200 },
        { step: 'signed-up', visitors: 20 },
        { step: 'bought-pro', visitors: 5 },
      ]),
    ).toEqual([
      { step: 'visited', label: 'Visitors', visitors: 200, ofAll: 1, ofPrevious: null },
      { step: 'signed-up', label: 'Completed sign-up', visitors: 20, ofAll: 0.1, ofPrevious: 0.1 },
      { step: 'bought-pro', label: 'Then bought PRO', visitors: 5, ofAll: 0.025, ofPrevious: 0.25 },
    ]);
    expect(
      funnelRows([
        { step: 'visited', visitors: 0 },
        { step: 'signed-up', visitors: 0 },
      ])[1],
    ).toMatchObject({
      ofAll: 0,
      ofPrevious: 0,
    });
  });

  it('shows every registered variant, unseen ones at zero, and results of experiments that ended', () => {
    const tables = experimentTables(
      [
        { experiment: 'modal', variant: 'b', visitors: 4, proPurchases: 1, conversionRate: 0.25 },
        { experiment: 'old', variant: 'x', visitors: 2, proPurchases: 0, conversionRate: 0 },
      ],
      registry,
    );
    expect(tables).toEqual([
      {
        experiment: 'modal',
        variants: [
          { variant: 'a', header: 'Current', visitors: 0, proPurchases: 0, conversionRate: 0, recordedPurchases: 0 },
          {
            variant: 'b',
            header: 'Benefits',
            visitors: 4,
            proPurchases: 1,
            conversionRate: 0.25,
            recordedPurchases: 0,
          },
        ],
      },
      {
        experiment: 'old',
        variants: [
          {
            variant: 'x',
            header: 'No longer running',
            visitors: 2,
            proPurchases: 0,
            conversionRate: 0,
            recordedPurchases: 0,
          },
        ],
      },
    ]);
  });

  it('sets the purchases the server recorded beside the browsers’ figures, variant by variant', () => {
    const tables = experimentTables(
      [{ experiment: 'modal', variant: 'b', visitors: 4, proPurchases: 1, conversionRate: 0.25 }],
      registry,
      [
        { experiment: 'modal', variant: 'a', purchases: 2 },
        { experiment: 'modal', variant: 'b', purchases: 3 },
        { experiment: 'old', variant: 'x', purchases: 1 },
      ],
    );
    expect(tables[0]!.variants.map((row) => [row.variant, row.proPurchases, row.recordedPurchases])).toEqual([
      ['a', 0, 2],
      ['b', 1, 3],
    ]);
    // A sale in a variant no browser reported still shows, under its experiment.
    expect(tables[1]).toEqual({
      experiment: 'old',
      variants: [
        {
          variant: 'x',
          header: 'No longer running',
          visitors: 0,
          proPurchases: 0,
          conversionRate: 0,
          recordedPurchases: 1,
        },
      ],
    });
  });
});

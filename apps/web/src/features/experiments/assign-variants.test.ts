import { GENERATED_ID_PATTERN } from '@campwise/domain';
import { describe, expect, it } from 'vitest';
import { abTestCookie, readAssignments, type Assignments } from '@/lib/ab-test-cookie';
import { assignVariants, dealVariant } from './assign-variants';
import { EXPERIMENTS, PRO_UPGRADE_MODAL, type ExperimentDefinition } from './experiment-registry';

const registry: ExperimentDefinition[] = [
  {
    name: 'modal',
    variants: [
      { name: 'a', weight: 1, header: 'A' },
      { name: 'b', weight: 3, header: 'B' },
    ],
  },
];
const now = Date.UTC(2026, 5, 1);
const none = new URLSearchParams();
const fixed = (value: number) => () => value;

describe('dealing a variant', () => {
  it('follows the weights', () => {
    expect(dealVariant(registry[0]!, fixed(0)).name).toBe('a');
    expect(dealVariant(registry[0]!, fixed(0.2499)).name).toBe('a');
    expect(dealVariant(registry[0]!, fixed(0.25)).name).toBe('b');
    expect(dealVariant(registry[0]!, fixed(0.9999)).name).toBe('b');
  });

  it('deals every variant of the real experiment, in about equal shares', () => {
    const experiment = EXPERIMENTS.find((candidate) => candidate.name === PRO_UPGRADE_MODAL)!;
    expect(experiment.variants.map((variant) => variant.name)).toEqual(['a', 'b', 'c', 'd']);
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i += 1) {
      const name = dealVariant(experiment, Math.random).name;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const variant of ['a', 'b', 'c', 'd']) expect(counts.get(variant)).toBeGreaterThan(800);
  });
});

describe('assigning variants', () => {
  it('deals a new visitor a variant with the spec’s fields and a generated id', () => {
    const { assignments, changed } = assignVariants(registry, {}, none, now, fixed(0.5));
    expect(changed).toBe(true);
    expect(assignments).toEqual({ modal: { name: 'modal', variant: 'b', id: `modal_${now}50000000`, header: 'B' } });
    expect(assignments.modal!.id).toMatch(GENERATED_ID_PATTERN);
  });

  it('sticks: a stored variant stays whatever the dice say, and the cookie is left alone', () => {
    const first = assignVariants(registry, {}, none, now, fixed(0)).assignments;
    // Through the cookie, as a reload reads it.
    const stored = readAssignments(abTestCookie(first, false).split(';')[0]!);
    for (const roll of [0, 0.5, 0.99]) {
      const again = assignVariants(registry, stored, none, now + 60_000, fixed(roll));
      expect(again).toEqual({ assignments: first, changed: false });
    }
  });

  it('forces a variant with ?experiment-{name}=variant, and the forced variant then sticks', () => {
    const stored: Assignments = assignVariants(registry, {}, none, now, fixed(0.9)).assignments;
    expect(stored.modal!.variant).toBe('b');
    const forced = assignVariants(registry, stored, new URLSearchParams('experiment-modal=a'), now, fixed(0.9));
    expect(forced.changed).toBe(true);
    expect(forced.assignments.modal).toMatchObject({ name: 'modal', variant: 'a', header: 'A' });
    // Later, without the parameter: still a.
    const later = assignVariants(registry, forced.assignments, none, now, fixed(0.9));
    expect(later).toEqual({ assignments: forced.assignments, changed: false });
    // Forcing the variant one already has changes nothing, not even the id.
    const same = assignVariants(registry, forced.assignments, new URLSearchParams('experiment-modal=a'), now, fixed(0));
    expect(same).toEqual({ assignments: forced.assignments, changed: false });
  });

  it('ignores a forced variant the experiment does not have, and parameters of other experiments', () => {
    const stored = assignVariants(registry, {}, none, now, fixed(0)).assignments;
    const query = new URLSearchParams('experiment-modal=z&experiment-other=b&modal=b');
    expect(assignVariants(registry, stored, query, now, fixed(0.9))).toEqual({ assignments: stored, changed: false });
  });

  it('deals again when the stored variant is gone, and forgets experiments that ended', () => {
    const gone: Assignments = {
      modal: { name: 'modal', variant: 'e', id: `modal_${now}00000001`, header: 'E' },
      ended: { name: 'ended', variant: 'a', id: `ended_${now}00000002`, header: 'A' },
    };
    const { assignments, changed } = assignVariants(registry, gone, none, now, fixed(0));
    expect(changed).toBe(true);
    expect(Object.keys(assignments)).toEqual(['modal']);
    expect(assignments.modal!.variant).toBe('a');
  });
});

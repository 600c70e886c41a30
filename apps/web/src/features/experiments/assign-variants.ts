// Which variant of each experiment a visitor is in (spec sections 3 and 9). A query parameter
// experiment-{name}={variant} forces one (and it sticks, like any assignment); otherwise the
// cookie's assignment stands while the registry still has that variant; otherwise one is dealt at
// random by weight.
import { generateId } from '@campwise/domain';
import type { Assignments, VariantAssignment } from '@/lib/ab-test-cookie';
import { findVariant, type ExperimentDefinition, type VariantDefinition } from './experiment-registry';

export const FORCE_PARAM_PREFIX = 'experiment-';

export interface AssignmentOutcome {
  assignments: Assignments;
  /** Whether the cookie must be written (anything dealt, forced or dropped). */
  changed: boolean;
}

/** A variant by weight; `random` answers [0, 1). */
export function dealVariant(experiment: ExperimentDefinition, random: () => number): VariantDefinition {
  const total = experiment.variants.reduce((sum, variant) => sum + Math.max(0, variant.weight), 0);
  let point = random() * total;
  for (const variant of experiment.variants) {
    point -= Math.max(0, variant.weight);
    if (point < 0) return variant;
  }
  return experiment.variants[experiment.variants.length - 1]!;
}

function assignment(experiment: ExperimentDefinition, variant: VariantDefinition, nowMs: number, random: () => number) {
  return {
    name: experiment.name,
    variant: variant.name,
    id: generateId(experiment.name, nowMs, random),
    header: variant.header,
  } satisfies VariantAssignment;
}

export function assignVariants(
  registry: readonly ExperimentDefinition[],
  stored: Assignments,
  query: URLSearchParams,
  nowMs: number,
  random: () => number,
): AssignmentOutcome {
  const assignments: Record<string, VariantAssignment> = {};
  let changed = Object.keys(stored).some((name) => !registry.some((experiment) => experiment.name === name));
  for (const experiment of registry) {
    const forcedName = query.get(`${FORCE_PARAM_PREFIX}${experiment.name}`);
    const forced = forcedName === null ? null : findVariant(experiment, forcedName);
    const current = stored[experiment.name];
    const kept = current ? findVariant(experiment, current.variant) : null;
    if (forced && current && forced.name === current.variant) {
      assignments[experiment.name] = current;
    } else if (forced) {
      assignments[experiment.name] = assignment(experiment, forced, nowMs, random);
      changed = true;
    } else if (current && kept) {
      assignments[experiment.name] = current;
    } else {
      assignments[experiment.name] = assignment(experiment, dealVariant(experiment, random), nowMs, random);
      changed = true;
    }
  }
  return { assignments, changed };
}

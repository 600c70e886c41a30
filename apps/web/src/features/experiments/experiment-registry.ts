// Every running experiment (spec sections 3 and 9): its variants, how often each is dealt, and the
// header an admin reads it by. A variant's name is what the cookie, the events and the purchase
// attribution carry, and what ?experiment-{name}={variant} forces.

export interface VariantDefinition {
  name: string;
  /** Relative share of new visitors dealt this variant. */
  weight: number;
  header: string;
}

export interface ExperimentDefinition {
  name: string;
  variants: readonly VariantDefinition[];
}

export const PRO_UPGRADE_MODAL = 'pro-upgrade-modal';

export const EXPERIMENTS: readonly ExperimentDefinition[] = [
  {
    // What a free member or visitor sees when they ask for PRO: the checkout (or sign-up) at once,
    // or one of three pitches before it.
    name: PRO_UPGRADE_MODAL,
    variants: [
      { name: 'a', weight: 1, header: 'Straight to checkout (the current upsell)' },
      { name: 'b', weight: 1, header: 'Benefits list' },
      { name: 'c', weight: 1, header: 'Price first, with the free trial' },
      { name: 'd', weight: 1, header: 'Map layers and free camping' },
    ],
  },
];

export function findExperiment(
  name: string,
  registry: readonly ExperimentDefinition[] = EXPERIMENTS,
): ExperimentDefinition | null {
  return registry.find((experiment) => experiment.name === name) ?? null;
}

export function findVariant(experiment: ExperimentDefinition, variant: string): VariantDefinition | null {
  return experiment.variants.find((candidate) => candidate.name === variant) ?? null;
}

// The visitor's experiments in the browser: assigned (or forced by the address) and kept in the
// ab-test-info cookie, read where a variant decides what to show, and an exposure event when
// one is shown, so the results count only visitors who saw their variant.
import { abTestCookie, readAssignments, type Assignments } from '@/lib/ab-test-cookie';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { assignVariants } from './assign-variants';
import { EXPERIMENTS, findExperiment } from './experiment-registry';

/** Browser only: the assignments for this address, the cookie written when they changed. */
export function ensureAssignments(search: string = window.location.search): Assignments {
  const outcome = assignVariants(
    EXPERIMENTS,
    readAssignments(document.cookie),
    new URLSearchParams(search),
    Date.now(),
    Math.random,
  );
  if (outcome.changed) document.cookie = abTestCookie(outcome.assignments, window.location.protocol === 'https:');
  return outcome.assignments;
}

/** The visitor's variant of an experiment in the registry (assigning one if need be). */
export function experimentVariant(name: string): string {
  const experiment = findExperiment(name);
  if (!experiment) throw new Error(`No experiment named ${name}`);
  return ensureAssignments()[name]?.variant ?? experiment.variants[0]!.name;
}

export function trackExposure(experiment: string, variant: string): void {
  track(ANALYTICS_EVENTS.experimentViewed, { experiment, variant });
}

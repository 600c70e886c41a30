import { CLAIM_STEPS } from '../claim-stage';
import styles from './claims.module.css';

/** The numbered steps of a claim, the current one marked for assistive technology too. */
export function ClaimSteps({ current }: { current: number }) {
  return (
    <ol className={styles.steps} aria-label="Claim steps">
      {CLAIM_STEPS.map((step, index) => (
        <li key={step} aria-current={index === current ? 'step' : undefined}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}

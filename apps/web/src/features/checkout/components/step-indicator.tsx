import Link from 'next/link';
import { checkoutStepPath } from '../checkout-steps';
import { stepLabel } from '../step-labels';
import styles from './checkout.module.css';

/** The checkout's steps; the ones already passed link back. */
export function StepIndicator({
  reservationId,
  steps,
  current,
}: {
  reservationId: string;
  steps: string[];
  current: string;
}) {
  const index = steps.indexOf(current);
  return (
    <nav aria-label="Checkout steps" className={styles.steps}>
      <p className={styles.stepCount}>
        Step {index + 1} of {steps.length}: <strong>{stepLabel(current)}</strong>
      </p>
      <ol className={styles.stepList}>
        {steps.map((step, position) => {
          const state = position < index ? styles.stepDone : position === index ? styles.stepCurrent : '';
          const content = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {position + 1}
              </span>
              <span className={styles.stepName}>{stepLabel(step)}</span>
            </>
          );
          return (
            <li key={step} className={`${styles.step} ${state}`}>
              {position < index ? (
                <Link href={checkoutStepPath(reservationId, step)} className={styles.stepLink}>
                  {content}
                </Link>
              ) : (
                <span className={styles.stepLink} aria-current={position === index ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

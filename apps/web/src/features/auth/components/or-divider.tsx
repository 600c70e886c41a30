import { AUTH_TEXT } from '@campwise/domain';
import styles from './auth-form.module.css';

/** The 'OR' between the email form and the provider buttons. */
export function OrDivider() {
  return <p className={styles.divider}>{AUTH_TEXT.orDivider}</p>;
}

import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

export interface FormAlertProps {
  tone: 'error' | 'success' | 'info';
  /** One message per line; nothing is rendered for none. */
  messages?: readonly string[];
  children?: ReactNode;
  id?: string;
}

/**
 * A message above or below a form. Errors use role="alert" so they are read out as they appear;
 * confirmations and notices are polite status messages.
 */
export function FormAlert({ tone, messages = [], children, id }: FormAlertProps) {
  if (messages.length === 0 && !children) return null;
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {messages.length === 1 && <p>{messages[0]}</p>}
      {messages.length > 1 && (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

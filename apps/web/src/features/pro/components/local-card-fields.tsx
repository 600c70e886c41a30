'use client';

import { PRO_TEXT } from '@campwise/domain';
import { useEffect, useId, useState } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import { formatCardNumber, formatCvc, formatExpiry, parseLocalCard } from '../card-input-format';
import { createLocalPaymentMethod } from '../pro-api';
import type { CardHandleRef } from './payment-card-types';
import styles from './payment-card-entry.module.css';

/** 'Card Information' for the local test card processor: number, MM / YY and CVC. */
export function LocalCardFields({ handle }: { handle: CardHandleRef }) {
  const id = useId();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });

  useEffect(() => {
    handle.current = {
      create: async ({ name, line1 }) => {
        const parsed = parseLocalCard(card);
        if ('error' in parsed) return parsed;
        return createLocalPaymentMethod({ ...parsed, name, addressLine: line1 });
      },
    };
    return () => {
      handle.current = null;
    };
  }, [card, handle]);

  return (
    <fieldset className={styles.cardGroup}>
      <legend className={fieldStyles.label}>{PRO_TEXT.cardInformation}</legend>
      <div className={styles.cardInputs}>
        <input
          id={`${id}-number`}
          className={`${fieldStyles.input} ${styles.number}`}
          aria-label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
        />
        <input
          id={`${id}-expiry`}
          className={`${fieldStyles.input} ${styles.expiry}`}
          aria-label="Expiration date (MM / YY)"
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={card.expiry}
          onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value) })}
        />
        <input
          id={`${id}-cvc`}
          className={`${fieldStyles.input} ${styles.cvc}`}
          aria-label="CVC"
          placeholder="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          onChange={(event) => setCard({ ...card, cvc: formatCvc(event.target.value) })}
        />
      </div>
    </fieldset>
  );
}

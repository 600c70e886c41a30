import { formatCents } from '@campwise/domain';
import type { Reservation } from '../reservation';
import styles from './checkout.module.css';

/** The server's price lines in its order (lodging, PRO discount, fees, tax, booking fee) and the total. */
export function PriceLines({ reservation }: { reservation: Pick<Reservation, 'items' | 'totalCents'> }) {
  if (reservation.items.length === 0 && reservation.totalCents === null) return null;
  return (
    <table className={styles.prices} data-testid="price-lines">
      <caption className="visually-hidden">Price</caption>
      <tbody>
        {reservation.items.map((item) => (
          <tr key={item.id} className={item.amountCents < 0 ? styles.discount : undefined}>
            <th scope="row">{item.label}</th>
            <td>{formatCents(item.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      {reservation.totalCents !== null && (
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td data-testid="price-total">{formatCents(reservation.totalCents)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

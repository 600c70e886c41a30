import { PRODUCT_NAME } from '@campwise/domain';
import styles from './demo-inventory-notice.module.css';

/**
 * Shown on every page of a campground with the seeded demo inventory (its main page, reviews,
 * field reports and gallery, and the checkout), so nobody mistakes sample data for a real booking.
 */
export function DemoInventoryNotice() {
  return (
    <p className={styles.notice} role="note" data-testid="demo-inventory-notice">
      Demo inventory: these sites, prices and availability are sample data for trying {PRODUCT_NAME}. Pay with a test
      card such as 4242 4242 4242 4242 — no real money is charged.
    </p>
  );
}

// The payout settings (docs/api-manager.md "Payouts"), read from the environment in app-config.ts
// like every other setting.
export interface PayoutConfig {
  /** Hours between two automatic transfers of every active Stripe account's balance (PAYOUT_TRANSFER_HOURS). */
  payoutTransferHours: number;
}

// Where support messages are emailed: one shared inbox when SUPPORT_EMAIL is set, else every admin.
export interface SupportConfig {
  /** Unset: each admin account gets the message (and admins read every one at /admin/support). */
  supportEmail: string | undefined;
}

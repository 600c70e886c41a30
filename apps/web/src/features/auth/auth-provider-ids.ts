// Provider ids shared by the server's next-auth setup and the browser's sign-in calls.

export const CREDENTIALS_PROVIDER_ID = 'credentials';
export const GOOGLE_ONE_TAP_PROVIDER_ID = 'google-one-tap';

/** A provider as the sign-in buttons need it: next-auth's id and the name on the button. */
export interface ProviderSummary {
  id: string;
  name: string;
}

// The contact form's one call (docs/api-support.md): POST /api/v6/support-messages, as the
// signed-in user when there is one, so support sees which account wrote.
import { createApiClient } from '@/lib/api-client';
import { optionalAccessToken } from '@/lib/session-api-client';

export interface SupportMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The page the visitor wrote from. */
  pagePath: string;
}

export async function sendSupportMessage(input: SupportMessageInput): Promise<void> {
  const client = createApiClient({ accessToken: await optionalAccessToken() });
  await client.createRecord('support-messages', {
    name: input.name.trim(),
    email: input.email.trim(),
    subject: input.subject.trim(),
    message: input.message.trim(),
    pagePath: input.pagePath,
  });
}

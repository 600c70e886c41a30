// Text messages through Twilio's Messages API (one form-encoded POST per message, HTTP basic auth
// with the account SID and auth token). A refused or unreachable request is an error for the
// caller: a verification code that did not leave must not count as sent.
import type { SmsMessage, SmsSender } from './sms-sender.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com unless set; no trailing slash. */
  apiUrl?: string;
  /** Milliseconds before the request is given up. */
  timeoutMs?: number;
}

export class TwilioSmsSender implements SmsSender {
  constructor(private readonly options: TwilioOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from, apiUrl = 'https://api.twilio.com', timeoutMs = 10_000 } = this.options;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const response = await fetch(`${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      // Twilio's error body names a code and a message; nothing secret is in it.
      let detail = text.slice(0, 200);
      try {
        const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
        detail = `${String(parsed.code ?? '')} ${String(parsed.message ?? '')}`.trim();
      } catch {
        // not JSON: the start of the body says enough
      }
      throw new Error(`Twilio refused the message (${response.status}): ${detail}`);
    }
  }
}

// Sending text messages, behind one interface: Twilio when configured, the local outbox otherwise
// (like email: features/email). Callers pass numbers in E.164 (+19705550100).

export interface SmsMessage {
  /** E.164, e.g. +19705550100. */
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** How text messages leave the app: Twilio when all three credentials are set, else the outbox. */
export interface SmsConfig {
  twilioAccountSid?: string | undefined;
  twilioAuthToken?: string | undefined;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  twilioFrom?: string | undefined;
  /** Twilio's API unless set (tests point it at a local server). */
  twilioApiUrl?: string | undefined;
}

/** A US number as E.164 (+1 and ten digits), or null when it is not one. */
export function usPhoneToE164(phone: string): string | null {
  // An extension ("x123", "ext. 4") is not dialled by a text message.
  const main = phone.split(/\s*(?:x|ext\.?|extension)\s*\d+\s*$/i)[0] ?? '';
  const digits = main.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

// The settings the app runs with, derived in this one place from the validated environment
// (config.ts): accounts, email, payments and where the data files are. server.ts passes what
// loadConfig() read; tests start from the defaults of an empty environment and override a few.
import { parseConfig, type Config } from './config.ts';
import type { AuthConfig } from './features/auth/auth-config.ts';
import type { BasemapConfig } from './features/basemap/basemap-config.ts';
import type { CalendarSyncConfig } from './features/calendar-sync/calendar-sync-config.ts';
import type { EmailConfig } from './features/email/email-config.ts';
import type { PaymentProviderConfig } from './features/payments/create-payment-provider.ts';
import type { PayoutConfig } from './features/payouts/payout-config.ts';
import type { PushConfig } from './features/push/push-config.ts';
import type { HttpSecurityConfig } from './http/security-headers.ts';
import type { BookingConfig } from './features/reservations/booking-config.ts';
import type { SmsConfig } from './features/sms/sms-sender.ts';
import type { RoutingConfig } from './features/trip-plans/routing-config.ts';
import type { SupportConfig } from './features/support/support-config.ts';

export interface AppConfig
  extends
    AuthConfig,
    EmailConfig,
    PaymentProviderConfig,
    BookingConfig,
    SmsConfig,
    CalendarSyncConfig,
    PayoutConfig,
    PushConfig,
    SupportConfig,
    RoutingConfig,
    BasemapConfig,
    HttpSecurityConfig {
  /** Where the imported data files are; the PRO land layers are read from here. */
  dataDir: string;
}

export function appConfigFrom(config: Config): AppConfig {
  return {
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    passwordResetTtlSeconds: config.PASSWORD_RESET_TTL_SECONDS,
    signUpsPerAddressPerHour: config.SIGN_UPS_PER_ADDRESS_PER_HOUR,
    publicWebUrl: config.PUBLIC_WEB_URL,
    googleClientId: config.GOOGLE_CLIENT_ID,
    googleJwksUrl: config.GOOGLE_JWKS_URL,
    oauthClientSecret: config.OAUTH_CLIENT_SECRET,
    smtpUrl: config.SMTP_URL,
    emailFrom: config.EMAIL_FROM,
    supportEmail: config.SUPPORT_EMAIL,
    stripeSecretKey: config.STRIPE_SECRET_KEY,
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: config.STRIPE_API_URL,
    bookingServiceFeeBps: config.BOOKING_SERVICE_FEE_BPS,
    bookingHoldMinutes: config.BOOKING_HOLD_MINUTES,
    bookingRequestHours: config.BOOKING_REQUEST_HOURS,
    calendarSyncMinutes: config.CALENDAR_SYNC_MINUTES,
    calendarFetchAllowPrivate: config.CALENDAR_FETCH_ALLOW_PRIVATE === '1',
    payoutTransferHours: config.PAYOUT_TRANSFER_HOURS,
    vapidPublicKey: config.VAPID_PUBLIC_KEY,
    vapidPrivateKey: config.VAPID_PRIVATE_KEY,
    vapidSubject: config.VAPID_SUBJECT,
    pushAllowInsecureEndpoints: config.PUSH_ALLOW_INSECURE_ENDPOINTS === '1',
    twilioAccountSid: config.TWILIO_ACCOUNT_SID,
    twilioAuthToken: config.TWILIO_AUTH_TOKEN,
    twilioFrom: config.TWILIO_FROM,
    twilioApiUrl: config.TWILIO_API_URL,
    dataDir: config.DATA_DIR,
    basemapPicturesPerAddressPerMinute: config.BASEMAP_PICTURES_PER_ADDRESS_PER_MINUTE,
    basemapTilesPerAddressPerMinute: config.BASEMAP_TILES_PER_ADDRESS_PER_MINUTE,
    routingUrl: config.ROUTING_URL,
    corsOrigins: config.API_CORS_ORIGINS,
  };
}

/** The documented defaults (what an empty environment gives), overridden by `overrides`. */
export function resolveAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...appConfigFrom(parseConfig({})), ...overrides };
}

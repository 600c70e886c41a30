// Builds the Fastify app: JSON:API conventions, error mapping, authentication and every
// feature's routes. No listen() here: server.ts listens, tests call app.inject().
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_BASE_PATH, JSON_API_MEDIA_TYPE } from '@campwise/domain';
import type { AppContext, RegisterRoutes } from './app-context.ts';
import { resolveAppConfig, type AppConfig } from './app-config.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import { AppError } from './errors/app-error.ts';
import { loggableError } from './errors/database-errors.ts';
import { errorDocument, toAppError } from './errors/error-document.ts';
import { registerAuthentication } from './features/auth/authenticate.ts';
import { registerFormBodyParser } from './features/auth/form-body.ts';
import { createGoogleIdTokenVerifier } from './features/auth/google-id-token.ts';
import { OAUTH_PATH_PREFIX, oauthErrorReply } from './features/auth/oauth-error.ts';
import { registerOAuthRoutes } from './features/auth/oauth-routes.ts';
import { registerAlertRoutes } from './features/alerts/alert-routes.ts';
import { registerAnalyticsRoutes } from './features/analytics/analytics-routes.ts';
import { registerAutocompleteRoutes } from './features/autocomplete/autocomplete-routes.ts';
import { registerBasemapRoutes } from './features/basemap/basemap-routes.ts';
import { registerCalendarSyncRoutes } from './features/calendar-sync/calendar-sync-routes.ts';
import { registerCampgroundAdminRoutes } from './features/campground-admin/campground-admin-routes.ts';
import { registerSubmissionRoutes } from './features/campground-submissions/submission-routes.ts';
import { registerCampgroundRoutes } from './features/campgrounds/campground-routes.ts';
import { registerClaimRoutes } from './features/claims/claim-routes.ts';
import { createEmailSender } from './features/email/create-email-sender.ts';
import type { EmailSender } from './features/email/email-sender.ts';
import { registerOutboxRoutes } from './features/email/outbox-routes.ts';
import { registerFieldReportRoutes } from './features/field-reports/field-report-routes.ts';
import { dbIpGeoIpLookup } from './features/geoip/dbip-city.ts';
import type { GeoIpLookup } from './features/geoip/geoip-lookup.ts';
import { registerGeoIpRoutes } from './features/geoip/geoip-routes.ts';
import { registerGiftRoutes } from './features/gifts/gift-routes.ts';
import { registerHealthRoutes } from './features/health/health-routes.ts';
import { registerInventoryRoutes } from './features/inventory/inventory-routes.ts';
import { registerJobsAdminRoutes } from './features/jobs-admin/jobs-admin-routes.ts';
import { registerManagerTeamRoutes } from './features/manager-team/manager-team-routes.ts';
import { registerListingRoutes } from './features/listings/listing-routes.ts';
import { registerManagerReservationRoutes } from './features/manager-reservations/manager-reservation-routes.ts';
import { registerMapLayerRoutes } from './features/map-layers/map-layer-routes.ts';
import { registerModerationRoutes } from './features/moderation/moderation-routes.ts';
import { registerNotificationRoutes } from './features/notifications/notification-routes.ts';
import { registerPasswordResetRoutes } from './features/password-resets/password-reset-routes.ts';
import { registerNewsletterRoutes } from './features/newsletter/newsletter-routes.ts';
import { createPayoutProvider } from './features/payouts/create-payout-provider.ts';
import { registerPayoutRoutes } from './features/payouts/payout-routes.ts';
import type { PayoutProvider } from './features/payouts/payout-provider.ts';
import { createPaymentProvider } from './features/payments/create-payment-provider.ts';
import { registerLocalPaymentRoutes } from './features/payments/local-payment-routes.ts';
import type { CardPaymentProvider } from './features/payments/payment-provider.ts';
import { registerPaymentSettingsRoutes } from './features/payments/payment-settings-routes.ts';
import { registerStripeWebhookRoute } from './features/payments/stripe-webhook-routes.ts';
import { createPhotoStorage } from './features/photos/create-photo-storage.ts';
import { registerPhotoFileRoute } from './features/photos/photo-file-routes.ts';
import { registerPhotoRoutes } from './features/photos/photo-routes.ts';
import type { PhotoStorage } from './features/photos/photo-storage.ts';
import { createPrivateFileStorage, type PrivateFileStorage } from './features/photos/private-file-storage.ts';
import { registerPlaceRoutes } from './features/places/place-routes.ts';
import { registerDiscountCodeRoutes } from './features/pro-plans/discount-code-routes.ts';
import { registerPlanRoutes } from './features/pro-plans/plan-routes.ts';
import { registerPushRoutes } from './features/push/push-routes.ts';
import { registerRegionRoutes } from './features/regions/region-routes.ts';
import { registerReservationRoutes } from './features/reservations/reservation-routes.ts';
import { registerReviewRoutes } from './features/reviews/review-routes.ts';
import { registerSavedListRoutes } from './features/saved-lists/saved-list-routes.ts';
import { registerSearchFilterRoutes } from './features/search-filters/search-filter-routes.ts';
import { registerSubscriptionRoutes } from './features/subscriptions/subscription-routes.ts';
import { registerSupportRoutes } from './features/support/support-routes.ts';
import { createSmsSender } from './features/sms/create-sms-sender.ts';
import type { SmsSender } from './features/sms/sms-sender.ts';
import { registerSmsOutboxRoutes } from './features/sms/sms-outbox-routes.ts';
import { registerUserRoutes } from './features/users/user-routes.ts';
import { registerTripPlanRoutes } from './features/trip-plans/trip-plan-routes.ts';
import { registerWhatsNewRoutes } from './features/whats-new/whats-new-routes.ts';
import { RouteCatalog } from './http/route-catalog.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { checkWellFormedText } from './http/well-formed-text.ts';
import { checkJsonApiNegotiation } from './jsonapi/negotiation.ts';
import { registerOpenApiRoute } from './openapi/openapi-routes.ts';

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** One log line per request; off by default so `npm start` shows what matters. */
  logRequests?: boolean;
  /** The app's settings (app-config.ts); anything not given is the default of an empty environment. */
  config?: Partial<AppConfig>;
  /** Replaces the sender the config picks (SMTP or the local outbox, through the job queue). */
  emailSender?: EmailSender;
  /** Replaces the SMS sender the config picks (Twilio or the local outbox). */
  smsSender?: SmsSender;
  /** Time for tokens, links and rate limits; tests move it instead of sleeping. */
  clock?: Clock;
  /** Whose X-Forwarded-For to believe (Fastify trustProxy); the web server on loopback by default. */
  trustProxy?: false | string;
  /** Where callers are, by IP; the process's shared DB-IP adapter by default. */
  geoIp?: GeoIpLookup;
  /** Where photo files go; local disk under PHOTO_DIR's default (.data/photos) when not given. */
  photoStorage?: PhotoStorage;
  /** Where claim documents go; local disk under CLAIM_DOCUMENT_DIR's default when not given. */
  documentStorage?: PrivateFileStorage;
  /** Replaces the provider the config picks (tests inject one that fails or counts calls). */
  paymentProvider?: CardPaymentProvider;
  /** Replaces the payout provider the config picks (Stripe Connect, or null without Stripe). */
  payoutProvider?: PayoutProvider | null;
}

/** Every feature's routes, in the order they are documented; each gets the one context. */
const FEATURES: readonly RegisterRoutes[] = [
  registerHealthRoutes,
  registerRegionRoutes,
  registerCampgroundRoutes,
  registerSearchFilterRoutes,
  registerBasemapRoutes,
  registerAutocompleteRoutes,
  registerPlaceRoutes,
  registerGeoIpRoutes,
  registerMapLayerRoutes,
  registerUserRoutes,
  registerReviewRoutes,
  registerFieldReportRoutes,
  registerSavedListRoutes,
  registerPasswordResetRoutes,
  registerOAuthRoutes,
  registerOutboxRoutes,
  registerPhotoRoutes,
  registerPhotoFileRoute,
  registerModerationRoutes,
  registerPaymentSettingsRoutes,
  registerLocalPaymentRoutes,
  registerPlanRoutes,
  registerDiscountCodeRoutes,
  registerSubscriptionRoutes,
  registerGiftRoutes,
  registerInventoryRoutes,
  registerReservationRoutes,
  registerManagerReservationRoutes,
  registerCalendarSyncRoutes,
  registerListingRoutes,
  registerPayoutRoutes,
  registerClaimRoutes,
  registerManagerTeamRoutes,
  registerSubmissionRoutes,
  registerCampgroundAdminRoutes,
  registerSmsOutboxRoutes,
  registerJobsAdminRoutes,
  registerAlertRoutes,
  registerNotificationRoutes,
  registerAnalyticsRoutes,
  registerPushRoutes,
  registerTripPlanRoutes,
  registerSupportRoutes,
  registerNewsletterRoutes,
  registerWhatsNewRoutes,
  registerStripeWebhookRoute,
  registerOpenApiRoute,
];

// Credentials never reach the log, whatever a future log call includes.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-access-token"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers["x-access-token"]',
  'headers.cookie',
];

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}

export async function buildApp({
  db,
  logger = false,
  logRequests = false,
  config: configOverrides,
  emailSender,
  smsSender,
  clock = systemClock,
  trustProxy = 'loopback',
  geoIp = dbIpGeoIpLookup,
  photoStorage = createPhotoStorage(),
  documentStorage = createPrivateFileStorage(),
  paymentProvider,
  payoutProvider,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(logger),
    logController: new LogController({ disableRequestLogging: !logRequests }),
    bodyLimit: 1_048_576,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  });
  const config = resolveAppConfig(configOverrides);
  await registerSecurityHeaders(app, config);

  app.addContentTypeParser(JSON_API_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(AppError.badRequest('Malformed JSON', 'The request body is not valid JSON.'), undefined);
    }
  });
  registerFormBodyParser(app);
  // JSON:API bodies are JSON: one sent as text/plain is refused (415) rather than read as a string.
  app.removeContentTypeParser('text/plain');
  // After the body is parsed and before any route sees a value: no NUL or lone surrogate gets in.
  app.addHook('preValidation', async (request) => checkWellFormedText(request));

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(API_BASE_PATH)) checkJsonApiNegotiation(request.headers);
  });

  // JSON:API 1.0 names its media type without parameters, and Fastify adds `; charset=utf-8` to
  // every JSON-like type it serializes: every JSON:API answer (success, error, 404) leaves bare.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith(`${JSON_API_MEDIA_TYPE};`)) {
      reply.header('content-type', JSON_API_MEDIA_TYPE);
    }
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    if (request.url.startsWith(OAUTH_PATH_PREFIX)) {
      const oauth = oauthErrorReply(error);
      if (oauth.status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
      reply.code(oauth.status).headers(oauth.headers).type('application/json').send(oauth.body);
      return;
    }
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    reply.code(appError.status).headers(appError.headers).type(JSON_API_MEDIA_TYPE).send(errorDocument(appError));
  });

  app.setNotFoundHandler((request, reply) => {
    const appError = AppError.notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
    reply.code(404).type(JSON_API_MEDIA_TYPE).send(errorDocument(appError));
  });

  const ctx: AppContext = {
    db,
    clock,
    config,
    emailSender: emailSender ?? createEmailSender(config, db, app.log, clock),
    smsSender: smsSender ?? createSmsSender(config, db, app.log, clock),
    provider: paymentProvider ?? createPaymentProvider({ config, db, clock }),
    payouts: payoutProvider === undefined ? createPayoutProvider(config) : payoutProvider,
    storage: photoStorage,
    documentStorage,
    geoIp,
    log: app.log,
    verifyGoogleIdToken: config.googleClientId
      ? createGoogleIdTokenVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl })
      : null,
  };
  registerAuthentication(app, db, clock);

  const catalog = new RouteCatalog(app);
  for (const register of FEATURES) register(catalog, ctx);

  await app.ready();
  return app;
}

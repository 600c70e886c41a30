import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('reports the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('JSON:API conventions', () => {
  it('answers unknown routes with a JSON:API 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v6/spaceships' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json().errors[0]).toMatchObject({ status: '404', code: 'not_found' });
  });

  it('refuses an Accept of only the JSON:API media type with parameters (406)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v6/regions',
      headers: { accept: 'application/vnd.api+json; ext="bulk"' },
    });
    expect(response.statusCode).toBe(406);
    expect(response.json().errors[0].source).toEqual({ header: 'Accept' });
  });

  it('accepts the plain JSON:API media type and the usual browser Accept', async () => {
    for (const accept of ['application/vnd.api+json', 'text/html,*/*;q=0.8']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v6/regions', headers: { accept } });
      expect(response.statusCode).toBe(200);
    }
  });

  it('turns a malformed URL into a 400, not a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v6/campgrounds?filter[slug]=%E0%A4%A' });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('OpenAPI', () => {
  it('describes every route with its parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v6/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/autocomplete',
      '/api/autocomplete/{kind}',
      '/api/basemap/fonts/{fontstack}/{range}.pbf',
      '/api/basemap/picture.svg',
      '/api/basemap/states.geojson',
      '/api/basemap/tiles/{z}/{x}/{y}.pbf',
      '/api/edge/geoip',
      '/api/local-payments/payment-methods',
      '/api/map-layers/{id}.geojson',
      '/api/photos/{key}',
      '/api/v6/alert-openings/{id}/reservation',
      '/api/v6/alerts',
      '/api/v6/alerts/{id}',
      '/api/v6/alerts/{id}/openings',
      '/api/v6/analytics-events',
      '/api/v6/analytics-summary',
      '/api/v6/booking-settings',
      '/api/v6/booking-settings/{id}',
      '/api/v6/calendar-feeds/{file}',
      '/api/v6/calendar-imports',
      '/api/v6/calendar-imports/{id}',
      '/api/v6/calendar-imports/{id}/conflicts',
      '/api/v6/calendar-imports/{id}/sync',
      '/api/v6/campground-claims',
      '/api/v6/campground-claims/{id}',
      '/api/v6/campground-claims/{id}/approval',
      '/api/v6/campground-claims/{id}/documents/{n}',
      '/api/v6/campground-claims/{id}/rejection',
      '/api/v6/campground-claims/{id}/verification',
      '/api/v6/campground-claims/{id}/verification-code',
      '/api/v6/campground-submissions',
      '/api/v6/campground-submissions/{id}/approval',
      '/api/v6/campground-submissions/{id}/rejection',
      '/api/v6/campgrounds',
      '/api/v6/campgrounds/map',
      '/api/v6/campgrounds/{id}',
      '/api/v6/campgrounds/{id}/availability',
      '/api/v6/campgrounds/{id}/connectivity',
      '/api/v6/campgrounds/{id}/field-reports',
      '/api/v6/campgrounds/{id}/hiding',
      '/api/v6/campgrounds/{id}/managers',
      '/api/v6/campgrounds/{id}/managers/{userId}',
      '/api/v6/campgrounds/{id}/merge',
      '/api/v6/campgrounds/{id}/occupancy',
      '/api/v6/campgrounds/{id}/payout-account',
      '/api/v6/campgrounds/{id}/payout-account/refresh',
      '/api/v6/campgrounds/{id}/payout-entries',
      '/api/v6/campgrounds/{id}/payouts',
      '/api/v6/campgrounds/{id}/photos',
      '/api/v6/campgrounds/{id}/reviews',
      '/api/v6/campgrounds/{id}/sites',
      '/api/v6/content-reports',
      '/api/v6/content-reports/{id}/dismiss',
      '/api/v6/content-reports/{id}/hide',
      '/api/v6/discount-codes',
      '/api/v6/discount-codes/{code}',
      '/api/v6/field-reports',
      '/api/v6/field-reports/{id}',
      '/api/v6/hidden-campgrounds',
      '/api/v6/jobs',
      '/api/v6/jobs/{id}/retry',
      '/api/v6/locations/filter-configs',
      '/api/v6/locations/filters',
      '/api/v6/manager-invitations',
      '/api/v6/manager-invitations/accept',
      '/api/v6/manager-invitations/{id}',
      '/api/v6/map-layers',
      '/api/v6/moderation/{type}/{id}/restore',
      '/api/v6/newsletter-confirmations',
      '/api/v6/newsletter-subscriptions',
      '/api/v6/newsletter-unsubscriptions',
      '/api/v6/notifications',
      '/api/v6/notifications/read-all',
      '/api/v6/notifications/{id}',
      '/api/v6/openapi.json',
      '/api/v6/outbox-emails',
      '/api/v6/outbox-sms',
      '/api/v6/password-resets',
      '/api/v6/password-resets/redeem',
      '/api/v6/payment-settings/current',
      '/api/v6/photos',
      '/api/v6/photos/{id}',
      '/api/v6/places',
      '/api/v6/places/{id}',
      '/api/v6/places/{id}/outline',
      '/api/v6/platform-subscriptions',
      '/api/v6/platform-subscriptions/{id}',
      '/api/v6/pro-gift-redemptions',
      '/api/v6/pro-gifts',
      '/api/v6/pro-gifts/{id}',
      '/api/v6/push-config',
      '/api/v6/push-subscriptions',
      '/api/v6/push-subscriptions/{id}',
      '/api/v6/rates',
      '/api/v6/rates/{id}',
      '/api/v6/regions',
      '/api/v6/regions/{slug}',
      '/api/v6/reservations',
      '/api/v6/reservations/manual',
      '/api/v6/reservations/{id}',
      '/api/v6/reservations/{id}/approval',
      '/api/v6/reservations/{id}/cancellation',
      '/api/v6/reservations/{id}/decline',
      '/api/v6/reservations/{id}/events',
      '/api/v6/reservations/{id}/modification',
      '/api/v6/reservations/{id}/payment',
      '/api/v6/reviews',
      '/api/v6/reviews/{id}',
      '/api/v6/reviews/{id}/helpful',
      '/api/v6/saved-campgrounds',
      '/api/v6/saved-campgrounds/{campgroundId}',
      '/api/v6/saved-lists',
      '/api/v6/saved-lists/{id}',
      '/api/v6/saved-lists/{id}/items',
      '/api/v6/saved-lists/{id}/items/{campgroundId}',
      '/api/v6/shared-trip-plans/{token}',
      '/api/v6/site-blocks',
      '/api/v6/site-blocks/{id}',
      '/api/v6/site-types',
      '/api/v6/site-types/{id}',
      '/api/v6/sites',
      '/api/v6/sites/{id}',
      '/api/v6/sites/{id}/calendar-export',
      '/api/v6/sites/{id}/calendar-export/rotation',
      '/api/v6/subscriptions',
      '/api/v6/subscriptions/{id}',
      '/api/v6/support-messages',
      '/api/v6/support-messages/{id}',
      '/api/v6/trip-plans',
      '/api/v6/trip-plans/{id}',
      '/api/v6/trip-plans/{id}/share',
      '/api/v6/trip-routes',
      '/api/v6/users',
      '/api/v6/users/{id}',
      '/api/v6/users/{id}/list-items/campground-ids',
      '/api/v6/users/{id}/managed-campgrounds',
      '/api/v6/users/{id}/password',
      '/api/v6/users/{id}/saved-lists',
      '/api/v6/whats-new/campgrounds',
      '/api/v6/whats-new/field-reports',
      '/api/v6/whats-new/reviews',
      '/health',
      '/oauth/revoke',
      '/oauth/token',
    ]);
    expect(Object.keys(doc.paths['/api/v6/users/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    const list = doc.paths['/api/v6/campgrounds'].get;
    const names = list.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['filter[region]', 'filter[slug]', 'include', 'sort', 'page[size]']));
    const agency = list.parameters.find((p: { name: string }) => p.name === 'filter[agency]');
    expect(agency.schema.enum).toContain('blm');
    const attributes =
      list.responses['200'].content['application/vnd.api+json'].schema.properties.data.items.properties.attributes
        .properties;
    expect(Object.keys(attributes)).toContain('num-sites');
  });

  it('describes request bodies, who may call and error shapes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v6/openapi.json' })).json();
    const signUp = doc.paths['/api/v6/users'].post;
    const attributes =
      signUp.requestBody.content['application/vnd.api+json'].schema.properties.data.properties.attributes;
    expect(attributes.required).toEqual(['email', 'password', 'full-name']);
    expect(attributes.additionalProperties).toBe(false);
    expect(signUp.security).toEqual([]); // public, said explicitly
    expect(Object.keys(signUp.responses).sort()).toEqual(['201', '400', '409', '422', '429']);

    expect(doc.paths['/api/v6/users'].get.security).toEqual([{ bearerAuth: [] }, { accessTokenHeader: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v6/users/{id}/password'].post.responses['204'].content).toBeUndefined();

    const token = doc.paths['/oauth/token'].post;
    expect(Object.keys(token.requestBody.content)).toEqual(['application/x-www-form-urlencoded', 'application/json']);
    const grants = token.requestBody.content['application/json'].schema.oneOf.map(
      // JSON Schema 2020-12 (OpenAPI 3.1) writes a literal as `const`.
      (option: { properties: { grant_type: { const: string } } }) => option.properties.grant_type.const,
    );
    expect(grants).toEqual(['password', 'refresh_token', 'google_id_token', 'external_identity']);
    expect(token.responses['400'].content['application/json'].schema.properties).toHaveProperty('error');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { isPaymentPage, shouldReport } from './report-filter';

const stripeFrame = { filename: 'https://js.stripe.com/v3/fingerprinted/js/elements-inner-card.js' };
const ourFrame = { filename: 'http://localhost:3000/_next/static/chunks/app/page.js' };

describe('shouldReport: 404 API errors', () => {
  it('leaves out an API error that is a 404, as thrown or as Sentry describes it', () => {
    expect(shouldReport({ error: new ApiError(404, '/api/v6/campgrounds/9', []) }, '/camping/ca/x')).toBe(false);
    expect(
      shouldReport({ exception: { values: [{ type: 'ApiError', value: 'Request failed with status 404' }] } }, '/'),
    ).toBe(false);
  });

  it('reports other API errors', () => {
    expect(shouldReport({ error: new ApiError(500, '/api/v6/campgrounds', []) }, '/search')).toBe(true);
    expect(shouldReport({ error: new ApiError(422, '/api/v6/reviews', []) }, '/search')).toBe(true);
    expect(shouldReport({ exception: { values: [{ type: 'ApiError', value: 'Server said 500' }] } }, '/')).toBe(true);
    // A 404 of anything but the API is a fault of ours (a broken chunk URL, say).
    expect(shouldReport({ exception: { values: [{ type: 'ChunkLoadError', value: 'HTTP 404' }] } }, '/')).toBe(true);
  });
});

describe('shouldReport: abort errors', () => {
  it('leaves out aborted requests however they arrive', () => {
    expect(shouldReport({ error: new DOMException('The user aborted a request.', 'AbortError') }, '/')).toBe(false);
    expect(shouldReport({ exception: { values: [{ type: 'AbortError', value: 'signal is aborted' }] } }, '/')).toBe(
      false,
    );
    expect(shouldReport({ message: 'AbortError: The operation was aborted.' }, '/search')).toBe(false);
    expect(
      shouldReport({ exception: { values: [{ type: 'Error', value: 'signal is aborted without reason' }] } }, '/'),
    ).toBe(false);
  });

  it('reports errors that only mention aborting in passing', () => {
    expect(shouldReport({ message: 'Booking could not be completed' }, '/checkout/1')).toBe(true);
    expect(shouldReport({ error: new TypeError('Failed to fetch') }, '/')).toBe(true);
  });
});

describe('shouldReport: payment-script messages', () => {
  const fromStripe = {
    exception: {
      values: [{ type: 'Error', value: 'Unexpected token', stacktrace: { frames: [ourFrame, stripeFrame] } }],
    },
  };
  const aboutStripe = { message: 'IntegrationError: Invalid value for Stripe(): apiKey should be a string.' };

  it('leaves them out outside the alerts and checkout pages', () => {
    expect(shouldReport(fromStripe, '/')).toBe(false);
    expect(shouldReport(fromStripe, '/camping/ca/yosemite')).toBe(false);
    expect(shouldReport(aboutStripe, '/pro')).toBe(false);
    expect(shouldReport({ message: '[Stripe.js] network error' }, '/account')).toBe(false);
  });

  it('reports them on the alerts and checkout pages, where payments are made', () => {
    expect(shouldReport(fromStripe, '/checkout/12/payment')).toBe(true);
    expect(shouldReport(aboutStripe, '/pro/checkout')).toBe(true);
    expect(shouldReport(aboutStripe, '/alerts/openings/4')).toBe(true);
    expect(shouldReport(fromStripe, '/alerts')).toBe(true);
  });

  it('reports our own errors everywhere', () => {
    const ours = {
      exception: { values: [{ type: 'TypeError', value: 'x is undefined', stacktrace: { frames: [ourFrame] } }] },
    };
    expect(shouldReport(ours, '/')).toBe(true);
    expect(shouldReport(ours, '/checkout/12')).toBe(true);
  });

  it('knows the payment pages by a whole path segment', () => {
    expect(isPaymentPage('/alerts/my-alerts')).toBe(true);
    expect(isPaymentPage('/pro/checkout')).toBe(true);
    expect(isPaymentPage('/checkout-guide')).toBe(false);
    expect(isPaymentPage('/camping/ca/alerts-lake')).toBe(false);
  });
});

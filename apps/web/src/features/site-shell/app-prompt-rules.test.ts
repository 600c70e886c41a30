import { describe, expect, it } from 'vitest';
import { appPromptToShow, type PromptSituation } from './app-prompt-rules';

const phoneOnHome: PromptSituation = {
  pathname: '/',
  linkedOverlay: false,
  phone: true,
  installedApp: false,
  interstitialHidden: false,
  seeInAppHidden: false,
  pagesThisVisit: 2,
};

describe('appPromptToShow', () => {
  it('shows the interstitial to a phone visitor until it is hidden', () => {
    expect(appPromptToShow(phoneOnHome)).toBe('interstitial-modal');
    expect(appPromptToShow({ ...phoneOnHome, interstitialHidden: true })).toBeNull();
  });

  it('shows see-in-app on a campground page once the interstitial is hidden, until it is hidden too', () => {
    const campground = { ...phoneOnHome, pathname: '/camping/montana/bear-creek', interstitialHidden: true };
    expect(appPromptToShow(campground)).toBe('see-in-app');
    expect(appPromptToShow({ ...campground, seeInAppHidden: true })).toBeNull();
    expect(appPromptToShow({ ...campground, pathname: '/camping/montana' })).toBeNull();
  });

  it('lets the page a visit lands on be, and asks from the second page on', () => {
    expect(appPromptToShow({ ...phoneOnHome, pagesThisVisit: 1 })).toBeNull();
    const campground = { ...phoneOnHome, pathname: '/camping/montana/bear-creek', interstitialHidden: true };
    expect(appPromptToShow({ ...campground, pagesThisVisit: 1 })).toBeNull();
    expect(appPromptToShow({ ...phoneOnHome, pagesThisVisit: 3 })).toBe('interstitial-modal');
  });

  it('stays away from wide screens, the installed app, linked overlays and flows in progress', () => {
    expect(appPromptToShow({ ...phoneOnHome, phone: false })).toBeNull();
    expect(appPromptToShow({ ...phoneOnHome, installedApp: true })).toBeNull();
    expect(appPromptToShow({ ...phoneOnHome, linkedOverlay: true })).toBeNull();
    for (const pathname of ['/checkout/r1/step/dates', '/manager', '/pro/checkout', '/signin', '/newsletter/confirm']) {
      expect(appPromptToShow({ ...phoneOnHome, pathname })).toBeNull();
    }
    expect(appPromptToShow({ ...phoneOnHome, pathname: '/product' })).toBe('interstitial-modal');
  });
});

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { MAP_ACCENT_COLOR, PRODUCT_NAME } from '@campwise/domain';
import { oauthProviders } from '@/features/auth/auth-providers.server';
import { AnalyticsRoot } from '@/features/analytics/components/analytics-root';
import { AuthSessionProvider } from '@/features/auth/components/auth-session-provider';
import { GoogleOneTap } from '@/features/auth/components/google-one-tap';
import { getServerAuthSession } from '@/features/auth/server-session.server';
import { displayName, initials } from '@/features/auth/session-user';
import { ErrorReporting } from '@/features/errors/components/error-reporting';
import { TrackingCapture } from '@/features/pro/components/tracking-capture';
import type { HeaderUserHint } from '@/features/layout/header-account';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { OverlayHost } from '@/features/overlays/overlay-host';
import { AppPrompts } from '@/features/site-shell/components/app-prompts';
import { JoinGate } from '@/features/site-shell/components/join-gate';
import { SavedCampgroundsProvider } from '@/features/saved-lists/saved-campgrounds-provider';
import { SupportWidget } from '@/features/support/components/support-widget';
import { serverConfig } from '@/lib/config.server';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(serverConfig.publicWebUrl),
  title: {
    default: `${PRODUCT_NAME} — Find campgrounds on a map`,
    template: `%s | ${PRODUCT_NAME}`,
  },
  description:
    'Find campgrounds across the United States on a map: public and private campgrounds with sites, fees, amenities and contact details, from open data.',
  applicationName: PRODUCT_NAME,
  openGraph: { siteName: PRODUCT_NAME, type: 'website', locale: 'en_US' },
};

export const viewport: Viewport = {
  themeColor: MAP_ACCENT_COLOR,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request already; reading the session cookie here lets the header
  // show the right account corner in the first HTML instead of switching after load.
  const session = await getServerAuthSession();
  const headerUser: HeaderUserHint | null = session
    ? { name: displayName(session.user), initials: initials(session.user), pro: session.user.pro }
    : null;
  return (
    <html lang="en">
      <body>
        <AuthSessionProvider providers={oauthProviders(serverConfig.auth)}>
          {/* Every overlay (sign-in, PRO checkout, save, share, report …) opens in this one host. */}
          <OverlayHost>
            <a className="skip-link" href="#main">
              Skip to main content
            </a>
            <SavedCampgroundsProvider>
              <SiteHeader initialUser={headerUser} />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter />
              <SupportWidget chatId={serverConfig.browser.supportChatId} />
            </SavedCampgroundsProvider>
            <AppPrompts />
            {/* After AppPrompts: when both would open on one page, the app interstitial goes first and the gate waits. */}
            <JoinGate />
          </OverlayHost>
          <TrackingCapture />
          <AnalyticsRoot gtmId={serverConfig.browser.gtmId} />
          <ErrorReporting dsn={serverConfig.browser.sentryDsn} />
          <GoogleOneTap clientId={serverConfig.browser.googleClientId} />
        </AuthSessionProvider>
      </body>
    </html>
  );
}

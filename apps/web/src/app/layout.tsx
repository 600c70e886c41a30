import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { MAP_ACCENT_COLOR, PRODUCT_NAME } from '@campwise/domain';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}

import type { ReactNode } from 'react';

// Rendered per request rather than at build time, so their canonical URLs follow the
// PUBLIC_WEB_URL the server starts with, like every other page.
export const dynamic = 'force-dynamic';

export default function AboutLayout({ children }: { children: ReactNode }) {
  return children;
}

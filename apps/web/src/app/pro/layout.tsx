import type { ReactNode } from 'react';

// Rendered per request: the plan's price and the campground counts come from the API as it is
// now, and canonical URLs follow the PUBLIC_WEB_URL the server starts with.
export const dynamic = 'force-dynamic';

export default function ProLayout({ children }: { children: ReactNode }) {
  return children;
}

'use client';

import { useEffect } from 'react';
import './globals.css';

// Replaces the root layout when the layout itself fails, so it brings its own <html> and <body>.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body>
        <main className="page">
          <title>Something went wrong | Campwise</title>
          <h1>Campwise is having trouble</h1>
          <p>The site could not be displayed. Please try again in a moment.</p>
          <button type="button" onClick={() => retry()}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}

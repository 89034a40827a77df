'use client';

import { ErrorPanel } from '@/components/layout/error-panel';

import '@/app/globals.css';

/** When even the root layout fails, this replaces it: the document, our styles and the panel. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body className="flex min-h-dvh flex-col">
        <main id="main" className="flex-1">
          <ErrorPanel retry={reset} />
        </main>
      </body>
    </html>
  );
}

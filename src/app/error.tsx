'use client';

import { SiteHeader } from '@/components/layout/site-header';
import { ErrorPanel } from '@/components/layout/error-panel';

/** A failure outside a public page (the staff area, a layout): the same panel under our header. */
export default function AppError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex-1">
        <ErrorPanel retry={reset} />
      </main>
    </>
  );
}

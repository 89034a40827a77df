'use client';

import { useDealerPhone } from '@/components/layout/dealer-phone';
import { ErrorPanel } from '@/components/layout/error-panel';

/**
 * A failure outside a public page (the staff area, a layout): the same panel. No site header here:
 * a client boundary would bundle the whole header into every page's JavaScript.
 */
export default function AppError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="flex-1">
      <ErrorPanel retry={reset} phone={useDealerPhone()} />
    </main>
  );
}

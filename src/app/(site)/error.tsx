'use client';

import { useDealerPhone } from '@/components/layout/dealer-phone';
import { ErrorPanel } from '@/components/layout/error-panel';

/** A public page that failed to render: inside the site's header and footer. */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPanel retry={reset} phone={useDealerPhone()} />;
}

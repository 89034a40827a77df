'use client';

import { useEffect, useState } from 'react';

import { ErrorPanel } from '@/components/layout/error-panel';
import type { PhoneNumber } from '@/content/dealer';

import '@/app/globals.css';

/**
 * When even the root layout fails, this replaces it: the document, our styles and the panel.
 * Next loads this boundary with every page, so the dealer profile (for the phone number the root
 * layout would have provided) is fetched only once the boundary shows.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [phone, setPhone] = useState<PhoneNumber | null>(null);
  useEffect(() => {
    import('@/content/dealer').then(
      (profile) => setPhone(profile.mainPhone),
      // Offline as well: the panel still offers to try again and the way home.
      () => undefined,
    );
  }, []);
  return (
    <html lang="en-US">
      <body className="flex min-h-dvh flex-col">
        <main id="main" className="flex-1">
          <ErrorPanel retry={reset} phone={phone} />
        </main>
      </body>
    </html>
  );
}

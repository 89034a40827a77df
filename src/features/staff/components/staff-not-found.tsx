import type { Metadata } from 'next';
import Link from 'next/link';

import { Container } from '@/components/ui/section';

export const staffNotFoundMetadata: Metadata = {
  title: { absolute: 'Not found | Staff area' },
  robots: { index: false, follow: false },
};

/**
 * A staff page's record that is not there (a lead erased, a booking, job, cart or account by a
 * mistyped or old link) and an address under /admin that names no page: drawn inside the staff
 * area's header and navigation, with the way back, not as the public site's 404.
 */
export function StaffNotFound() {
  return (
    <Container className="py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Not found</h1>
      <p className="mt-3 max-w-prose text-lg">
        Nothing in the staff area is at this address. The record may have been removed or erased, or the link
        may be mistyped or from an old e-mail.
      </p>
      <Link href="/admin" className="mt-6 inline-block font-semibold text-brand-800 underline">
        Back to the dashboard
      </Link>
    </Container>
  );
}

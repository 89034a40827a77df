import Link from 'next/link';
import type { ReactNode } from 'react';

import { Container } from '@/components/ui/section';

/** A page below the rental desk (a booking, the fleet, a booking for a caller), with the way back to it. */
export function RentalsSubpage({ widthClass = '', children }: { widthClass?: string; children: ReactNode }) {
  return (
    <Container className={`${widthClass} py-8 sm:py-10`}>
      <Link href="/admin/rentals" className="text-sm font-semibold text-brand-800 hover:underline">
        ← Rental desk
      </Link>
      {children}
    </Container>
  );
}

/** "Check-out saved." after a change, as the page says it. */
export function DoneNotice({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
      {message}
    </p>
  );
}

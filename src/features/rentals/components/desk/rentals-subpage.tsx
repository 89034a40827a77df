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

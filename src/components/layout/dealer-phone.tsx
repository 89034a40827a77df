'use client';

import { createContext, use, type ReactNode } from 'react';

import type { PhoneNumber } from '@/content/dealer';

/**
 * The dealer's main number for the client components every page carries: the header, the error
 * boundaries (Next hands them only the error) and the not-found content (kept to a bare reference
 * in every page's payload). The root layout provides it from the server once, so the dealer
 * profile itself stays out of the JavaScript every page loads.
 */
const DealerPhoneContext = createContext<PhoneNumber | null>(null);

export function DealerPhoneProvider({ phone, children }: { phone: PhoneNumber; children: ReactNode }) {
  return <DealerPhoneContext value={phone}>{children}</DealerPhoneContext>;
}

/**
 * The number, or none where Next draws a page outside the root layout: the 404 it answers a
 * server action it does not know with (a form on a page kept open across a new release).
 */
export function useDealerPhoneIfProvided(): PhoneNumber | null {
  return use(DealerPhoneContext);
}

export function useDealerPhone(): PhoneNumber {
  const phone = useDealerPhoneIfProvided();
  if (!phone)
    throw new Error('useDealerPhone needs a DealerPhoneProvider above it (see src/app/layout.tsx).');
  return phone;
}

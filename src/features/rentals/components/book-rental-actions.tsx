import { CallButton } from '@/components/layout/call-button';
import { ButtonLink } from '@/components/ui/button';
import type { PhoneNumber } from '@/content/dealer';

import { bookingHref } from '../availability-query';

/** "Book Rental Now" (the booking page: availability and price, then book online) beside a call button. */
export function BookRentalActions({ municipality, phone }: { municipality?: string; phone: PhoneNumber }) {
  return (
    <>
      <ButtonLink href={bookingHref({ town: municipality })} variant="accent" size="lg">
        Book Rental Now
      </ButtonLink>
      <CallButton phone={phone} variant="inverse" size="lg" />
    </>
  );
}

import { CallButton } from '@/components/layout/call-button';
import { ButtonLink } from '@/components/ui/button';
import type { PhoneNumber } from '@/content/dealer';
import { rentalRequestHref } from '@/lib/request-links';

/** "Book Rental Now" (the enquiry form, pre-filled for a reservation) beside a call button. */
export function BookRentalActions({ municipality, phone }: { municipality?: string; phone: PhoneNumber }) {
  return (
    <>
      <ButtonLink href={rentalRequestHref({ municipality })} variant="accent" size="lg">
        Book Rental Now
      </ButtonLink>
      <CallButton phone={phone} variant="inverse" size="lg" />
    </>
  );
}

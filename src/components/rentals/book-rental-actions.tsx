import { CallButton } from '@/components/layout/call-button';
import { ButtonLink } from '@/components/ui/button';
import { enquiryHref } from '@/lib/enquiry-link';

/** "Book Rental Now" (the enquiry form, pre-filled for a reservation) beside a call button. */
export function BookRentalActions({ municipality }: { municipality?: string }) {
  return (
    <>
      <ButtonLink
        href={enquiryHref({ interest: 'rentals', municipality, topic: 'reservation' })}
        variant="accent"
        size="lg"
      >
        Book Rental Now
      </ButtonLink>
      <CallButton variant="inverse" size="lg" />
    </>
  );
}

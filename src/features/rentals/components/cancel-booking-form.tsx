import { LinkCancelForm } from '@/components/ui/link-cancel-form';

import { cancelOwnBookingAction } from '../actions';

/**
 * Cancel, once the renter ticks that they mean it, at the refund the page above says (`refundCents`):
 * refused, and the page drawn again with the new figure, if that is no longer the refund.
 */
export function CancelBookingForm({
  reference,
  bookingKey,
  refundCents,
}: {
  reference: string;
  bookingKey: string;
  refundCents: number;
}) {
  return (
    <LinkCancelForm
      action={cancelOwnBookingAction}
      reference={reference}
      bookingKey={bookingKey}
      confirmLabel="Yes, cancel this booking"
      shown={{ refund: String(refundCents) }}
    />
  );
}

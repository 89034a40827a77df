import { LinkCancelForm } from '@/components/ui/link-cancel-form';

import { cancelOwnBookingAction } from '../actions';

/** Cancel, once the renter ticks that they mean it; the page above says what it refunds. */
export function CancelBookingForm({ reference, bookingKey }: { reference: string; bookingKey: string }) {
  return (
    <LinkCancelForm
      action={cancelOwnBookingAction}
      reference={reference}
      bookingKey={bookingKey}
      confirmLabel="Yes, cancel this booking"
    />
  );
}

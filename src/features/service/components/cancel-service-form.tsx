import { LinkCancelForm } from '@/components/ui/link-cancel-form';

import { cancelServiceAction } from '../actions';

/** Cancel, once the customer ticks that they mean it; only before the cart is checked in. */
export function CancelServiceForm({ reference, bookingKey }: { reference: string; bookingKey: string }) {
  return (
    <LinkCancelForm
      action={cancelServiceAction}
      reference={reference}
      bookingKey={bookingKey}
      confirmLabel="Yes, cancel this drop-off"
    />
  );
}

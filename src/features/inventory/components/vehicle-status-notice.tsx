import { ActionBand } from '@/components/ui/action-band';
import { Icon } from '@/components/ui/icon';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';

import { formatHoldDate, type Vehicle } from '../vehicle';

const notices = {
  sold: {
    title: 'This cart has been sold',
    text: 'Tell us what you liked about it and we will let you know when a similar cart comes in, or look at the ones below that are available today.',
  },
  'on-hold': {
    title: 'This cart is on hold',
    text: 'A buyer has placed a deposit on it. If the sale does not go ahead it comes back into stock: ask us to tell you, or look at similar carts.',
  },
} as const;

/** Says plainly that a cart is sold or on hold, with the "notify me" enquiry. */
export function VehicleStatusNotice({ vehicle }: { vehicle: Pick<Vehicle, 'id' | 'status' | 'holdUntil'> }) {
  if (vehicle.status !== 'sold' && vehicle.status !== 'on-hold') return null;
  const notice = notices[vehicle.status];
  // A buyer's paid hold ends on a known day: say it.
  const title =
    vehicle.status === 'on-hold' && vehicle.holdUntil
      ? `This cart is on hold until ${formatHoldDate(vehicle.holdUntil)}`
      : notice.title;
  return (
    <ActionBand
      headingId="status-heading"
      title={title}
      tone="accent"
      action={
        <SalesEnquiryButton vehicleId={vehicle.id} topic="notify" variant="primary" size="lg">
          <Icon name="bell-ring" className="size-4" /> Notify me of similar carts
        </SalesEnquiryButton>
      }
    >
      {notice.text}
    </ActionBand>
  );
}

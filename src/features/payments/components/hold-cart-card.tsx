import Link from 'next/link';

import { ActionBand } from '@/components/ui/action-band';
import { buttonClasses } from '@/components/ui/button-classes';
import { formatCents } from '@/features/rentals/rental-price';

/**
 * "Hold this cart" on a vehicle page: offered only while payments are online and the cart is
 * available (the page decides); the deposit and days are the manager's setting. While someone is
 * paying to hold it, the band says so and until when (`paymentUnderWay`) instead of offering a
 * hold that would be refused.
 */
export function HoldCartCard({
  vehicleId,
  depositCents,
  days,
  paymentUnderWay,
}: {
  vehicleId: string;
  depositCents: number;
  days: number;
  paymentUnderWay?: string;
}) {
  if (paymentUnderWay)
    return (
      <ActionBand headingId="hold-heading" title="Someone is paying to hold this cart" tone="accent">
        {paymentUnderWay}
      </ActionBand>
    );
  return (
    <ActionBand
      headingId="hold-heading"
      title="Hold this cart"
      tone="brand"
      action={
        <Link
          href={`/vehicles/${encodeURIComponent(vehicleId)}/hold`}
          className={buttonClasses('primary', 'lg')}
        >
          Hold this cart
        </Link>
      }
    >
      A refundable deposit of {formatCents(depositCents)}, paid by card, keeps it for you for {days}{' '}
      {days === 1 ? 'day' : 'days'} while we arrange the sale. If the sale does not go ahead, the deposit is
      refunded.
    </ActionBand>
  );
}

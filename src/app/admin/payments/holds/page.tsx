import type { Metadata } from 'next';

import { Notice } from '@/components/admin/notice';
import { Container } from '@/components/ui/section';
import { HoldRefundsOwed, LiveHolds } from '@/features/payments/components/cart-holds-lists';
import { holdRefundsOwed, liveHolds } from '@/features/payments/server/vehicle-holds';
import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Cart holds | Staff area' } };

const doneMessages: Record<string, string> = {
  extended: 'Hold extended by a week: the buyer is e-mailed the new day.',
  converted: 'Converted to the sale: the cart is marked sold and the deposit kept towards it.',
  ended: 'Hold ended: the cart is back on sale and the deposit is refunded to the buyer’s card.',
  'refund-by-hand': 'Recorded as returned: the buyer’s lead notes how.',
};

/**
 * The carts buyers hold with a paid deposit, soonest to end first: extend one, make the sale, or
 * end it early with the deposit refunded.
 * Managers also see the deposit refunds owed by hand, and record each one as returned.
 */
export default async function CartHoldsPage({ searchParams }: PageProps<'/admin/payments/holds'>) {
  const staff = await requireStaff();
  const mayRecordRefunds = may(staff, 'payments.view');
  const [holds, owed, query] = await Promise.all([
    liveHolds(),
    mayRecordRefunds ? holdRefundsOwed() : [],
    searchParams,
  ]);
  const done = typeof query.done === 'string' ? doneMessages[query.done] : undefined;
  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Cart holds</h1>
        <p className="mt-1 text-muted">
          Each ends on its day, the cart back in stock and the deposit refunded, unless it is extended or
          converted to the sale.
        </p>
        {done && <Notice>{done}</Notice>}
      </div>
      <HoldRefundsOwed owed={owed} />
      <LiveHolds holds={holds} />
    </Container>
  );
}

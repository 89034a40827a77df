import type { Metadata } from 'next';
import Link from 'next/link';

import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { formatHoldDate } from '@/features/inventory/vehicle';
import { HoldActions } from '@/features/payments/components/hold-actions';
import { liveHolds } from '@/features/payments/server/vehicle-holds';
import { formatCents } from '@/features/rentals/rental-price';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Cart holds | Staff area' } };

const doneMessages: Record<string, string> = {
  extended: 'Hold extended by a week: the buyer is e-mailed the new day.',
  converted: 'Converted to the sale: the cart is marked sold and the deposit kept towards it.',
};

/** The carts buyers hold with a paid deposit, soonest to end first: extend one, or make the sale. */
export default async function CartHoldsPage({ searchParams }: PageProps<'/admin/payments/holds'>) {
  await requireStaff();
  const [holds, query] = await Promise.all([liveHolds(), searchParams]);
  const done = typeof query.done === 'string' ? doneMessages[query.done] : undefined;
  return (
    <Container className="space-y-6 py-8 sm:py-10">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Cart holds</h1>
        <p className="mt-1 text-muted">
          Each ends on its day, the cart back in stock and the deposit refunded, unless it is extended or
          converted to the sale.
        </p>
      </div>
      {done && (
        <p role="status" className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
          {done}
        </p>
      )}
      {holds.length === 0 && <p className="text-muted">No cart is held now.</p>}
      {holds.map((hold) => (
        <Card key={hold.id} className="p-5 sm:p-6">
          <h2 className="text-xl font-bold">
            <Link href={`/admin/inventory/${encodeURIComponent(hold.vehicleId)}`} className="underline">
              {hold.vehicleName}
            </Link>
          </h2>
          <p className="mt-1">
            {hold.buyer} ({hold.email}, {hold.phone}): {formatCents(hold.cents)} deposit, held until{' '}
            {hold.untilMs ? formatHoldDate(new Date(hold.untilMs).toISOString()) : '?'}.
            {hold.leadId && (
              <>
                {' '}
                <Link href={`/admin/leads/${hold.leadId}`} className="font-semibold text-brand-800 underline">
                  The lead
                </Link>
              </>
            )}
          </p>
          <div className="mt-3">
            <HoldActions holdId={hold.id} />
          </div>
        </Card>
      ))}
    </Container>
  );
}

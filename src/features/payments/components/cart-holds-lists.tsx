import Link from 'next/link';

import { Card } from '@/components/ui/card';
import { formatHoldDate } from '@/features/inventory/vehicle';
import { formatCents } from '@/features/rentals/rental-price';

import { returnHoldRefundByHandAction } from '../actions';
import type { HoldRefundOwed, HoldView } from '../server/vehicle-holds';
import { HandRefundForm } from './hand-refund-form';
import { HoldActions } from './hold-actions';

/** A held cart's card: the cart, the buyer and how to reach them, and a link to their lead. */
function HoldCard({
  hold,
  line,
  children,
}: {
  hold: Pick<HoldView, 'vehicleId' | 'vehicleName' | 'buyer' | 'email' | 'phone' | 'leadId'>;
  /** What the card says of the deposit: ": $500 deposit, held until ...". */
  line: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6" data-testid="hold">
      <h3 className="text-xl font-bold">
        <Link href={`/admin/inventory/${encodeURIComponent(hold.vehicleId)}`} className="underline">
          {hold.vehicleName}
        </Link>
      </h3>
      <p className="mt-1">
        {hold.buyer} ({hold.email}, {hold.phone}){line}
        {hold.leadId && (
          <>
            {' '}
            <Link href={`/admin/leads/${hold.leadId}`} className="font-semibold text-brand-800 underline">
              The lead
            </Link>
          </>
        )}
      </p>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

/** The live holds, soonest to end first, each with its steps: a week longer, the sale, or ended early. */
export function LiveHolds({ holds }: { holds: HoldView[] }) {
  return (
    <section aria-labelledby="live-holds" className="space-y-4">
      <h2 id="live-holds" className="text-2xl font-bold">
        Held now
      </h2>
      {holds.length === 0 && <p className="text-muted">No cart is held now.</p>}
      {holds.map((hold) => (
        <HoldCard
          key={hold.id}
          hold={hold}
          line={`: ${formatCents(hold.cents)} deposit, held until ${
            hold.untilMs ? formatHoldDate(new Date(hold.untilMs).toISOString()) : '?'
          }.`}
        >
          {hold.untilMs !== null && (
            <HoldActions holdId={hold.id} deposit={formatCents(hold.cents)} untilMs={hold.untilMs} />
          )}
        </HoldCard>
      ))}
    </section>
  );
}

/**
 * For managers: the deposit refunds the buyers' banks sent back, each to be returned another way
 * and then recorded here. Nothing when none is owed.
 */
export function HoldRefundsOwed({ owed }: { owed: HoldRefundOwed[] }) {
  if (owed.length === 0) return null;
  return (
    <section aria-labelledby="refunds-owed" className="space-y-4">
      <h2 id="refunds-owed" className="text-2xl font-bold">
        Refunds owed by hand
      </h2>
      <p className="text-muted">
        The card&rsquo;s bank sent these deposit refunds back. Return each one another way (by cheque, in
        cash...), then record it here: the buyer&rsquo;s lead notes it.
      </p>
      {owed.map((hold) => (
        <HoldCard key={hold.id} hold={hold} line={`: ${formatCents(hold.owedCents)} owed.`}>
          <HandRefundForm
            action={returnHoldRefundByHandAction}
            hidden={{ id: hold.id }}
            owedCents={hold.owedCents}
            customer="buyer"
          />
        </HoldCard>
      ))}
    </section>
  );
}

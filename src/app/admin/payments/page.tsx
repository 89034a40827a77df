import type { Metadata } from 'next';
import Link from 'next/link';

import { Notice } from '@/components/admin/notice';
import { PanelCard } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { HoldSettingsForm } from '@/features/payments/components/hold-settings-form';
import { PaymentDays } from '@/features/payments/components/payment-days';
import { holdSettings } from '@/features/payments/server/hold-settings';
import { paymentDays } from '@/features/payments/server/payments-report';
import { paymentsOnline, stripeKeyRefusedAt } from '@/features/payments/server/stripe-client';
import { addDays, dealerToday } from '@/features/requests/request-dates';
import { requireStaff } from '@/features/staff/server/current-staff';
import { formatDateTime } from '@/lib/format-date';

export const metadata: Metadata = { title: { absolute: 'Payments | Staff area' } };

/** The manager's payments: the last 30 days of money through Stripe by day, and the cart-hold settings. */
export default async function PaymentsPage({ searchParams }: PageProps<'/admin/payments'>) {
  await requireStaff('payments.view');
  const [days, settings, query, keyRefusedAt] = await Promise.all([
    paymentDays(addDays(dealerToday(), -30)),
    holdSettings(),
    searchParams,
    paymentsOnline() ? stripeKeyRefusedAt() : undefined,
  ]);
  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Payments</h1>
          <p className="mt-1 text-muted">
            {paymentsOnline()
              ? 'Money through Stripe in the last 30 days, by day at the dealer.'
              : 'Payments online are off (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are unset): rent and deposits are taken at pickup.'}
          </p>
        </div>
        <Link href="/admin/payments/holds" className="btn btn-secondary btn-sm">
          Cart holds
        </Link>
      </div>
      {keyRefusedAt && (
        <p role="alert" className="rounded-card border border-danger bg-red-50 p-4 font-semibold text-danger">
          Stripe refused the secret key (STRIPE_SECRET_KEY) at {formatDateTime(keyRefusedAt.toISOString())}:
          no payment, refund or deposit goes through online until it is corrected and the server restarted.
        </p>
      )}
      {query.saved === 'holds' && <Notice className="">Cart-hold settings saved.</Notice>}
      <PaymentDays days={days} />
      <PanelCard title="Holding a cart for sale">
        <div className="mt-3">
          <HoldSettingsForm
            dollars={Math.round(settings.depositCents / 100)}
            days={settings.days}
            version={settings.version}
          />
        </div>
      </PanelCard>
    </Container>
  );
}

import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button-classes';
import { PanelCard } from '@/components/ui/card';
import { EmailLink, PhoneLink } from '@/components/ui/phone-link';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatRequestDate } from '@/features/requests/request-dates';
import { formatDateTime } from '@/lib/format-date';
import { phoneE164 } from '@/lib/phone-number';

import { bookingStatusLabels, nothingPaidYet, type Booking, type BookingStatus } from '../../booking';
import { bookingStatusTones } from '../../desk-words';
import { formatCents } from '../../rental-price';
import { depositOutcome, refundGivenBack } from '../../return-charges';
import type { BookingPeople } from '../../server/booking-desk';
import type { BookingChange } from '../../server/booking-history';
import { FactList } from '../fact-list';

/** What the booking page shows about a booking, apart from the forms that change it. */

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge tone={bookingStatusTones[status]}>{bookingStatusLabels[status]}</StatusBadge>;
}

/** A card's label and value rows, labels in a column of their own on a wide screen. */
function Facts({ rows, testId }: { rows: readonly (readonly [string, ReactNode])[]; testId?: string }) {
  return (
    <FactList
      rows={rows}
      testId={testId}
      className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[11rem_1fr]"
      valueClassName="break-words"
    />
  );
}

export function RenterCard({
  booking,
  people,
  handover,
  leadHref,
  renterLink,
}: {
  booking: Booking;
  people: BookingPeople;
  /** "Pickup and return at ..." or the delivery. */
  handover: string;
  /** The booking's lead in the lead desk. */
  leadHref?: string;
  /** While mail is off: the renter's own page, for staff to give them. */
  renterLink?: string;
}) {
  const e164 = phoneE164(booking.phone) ?? booking.phone.replace(/[^\d+]/g, '');
  return (
    <PanelCard title="Renter and drivers">
      <Facts
        rows={[
          ['Renter', `${booking.firstName} ${booking.lastName}`],
          ['E-mail', <EmailLink key="email" address={booking.email} />],
          ['Phone', <PhoneLink key="phone" phone={{ display: booking.phone, e164 }} />],
          ['Handover', handover],
          [
            'Booked',
            `${formatDateTime(booking.createdAt)} ${people.createdBy ? `by ${people.createdBy} for a caller` : 'online'}`,
          ],
        ]}
      />
      {renterLink && (
        <div className="mt-4 rounded-xl bg-surface p-3 text-sm" data-testid="renter-link">
          <p className="font-semibold">Their booking&apos;s page (agreement, calendar file, cancel)</p>
          <p className="mt-1 text-muted">
            Mail is not configured, so it is not e-mailed to them: give them this.
          </p>
          <a href={renterLink} className="mt-1 block break-all text-brand-800 underline">
            {renterLink}
          </a>
        </div>
      )}
      <h3 className="mt-5 font-bold">Drivers</h3>
      <ol className="mt-2 space-y-2">
        {booking.drivers.map((driver, index) => (
          <li key={`${driver.licenceNumber}-${index}`} className="rounded-xl bg-surface p-3 text-sm">
            <p className="font-semibold">
              {driver.name}
              {index === 0 ? ' (the renter)' : ''}
            </p>
            <p className="text-muted">
              Born {formatRequestDate(driver.dateOfBirth)} · licence {driver.licenceNumber} (
              {driver.licenceState}) valid until {formatRequestDate(driver.licenceExpiry)}
            </p>
          </li>
        ))}
      </ol>
      {leadHref && (
        <p className="mt-4 text-sm">
          <a href={leadHref} className="font-semibold text-brand-800 underline underline-offset-4">
            The booking&apos;s lead in the lead desk
          </a>
        </p>
      )}
    </PanelCard>
  );
}

export function ChargesCard({ booking, people }: { booking: Booking; people: BookingPeople }) {
  const rows: [string, ReactNode][] = [
    [`Rent, ${booking.days} ${booking.days === 1 ? 'day' : 'days'}`, formatCents(booking.rentCents)],
    ...(booking.deliveryCents > 0
      ? [
          [`Delivery, ${booking.chargedMiles} miles`, formatCents(booking.deliveryCents)] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ...(booking.driversCents > 0
      ? [['Additional drivers', formatCents(booking.driversCents)] as [string, ReactNode]]
      : []),
    ['Total', <strong key="total">{formatCents(booking.totalCents)}</strong>],
    ['Deposit', formatCents(booking.depositCents)],
  ];
  if (booking.status === 'cancelled')
    rows.push([
      'Cancelled',
      `${booking.cancelledAt ? formatDateTime(booking.cancelledAt) : ''} by ${people.cancelledBy ?? 'someone'}; ${nothingPaidYet(booking) ? 'nothing was paid' : `refund ${formatCents(booking.refundCents ?? 0)}`}`,
    ]);
  return (
    <PanelCard title="Charges">
      <Facts rows={rows} testId="booking-charges" />
      <a
        href={`/admin/rentals/bookings/${booking.id}/agreement`}
        className={`${buttonClasses('secondary', 'sm')} mt-4`}
        download
      >
        Download the signed agreement (PDF)
      </a>
      <p className="mt-2 text-sm text-muted">
        Signed by {booking.signatureName} on {formatDateTime(booking.signedAt)}, version{' '}
        {booking.agreementVersion}.
      </p>
    </PanelCard>
  );
}

/**
 * Who checked the cart out and in, when, its battery, and what the return cost; the deposit's
 * refund date until the counter records it given back (`givenBackCents`).
 */
export function HandoverFacts({
  booking,
  people,
  givenBackCents = 0,
}: {
  booking: Booking;
  people: BookingPeople;
  givenBackCents?: number;
}) {
  const checkout = booking.checkout;
  const back = booking.returnDetails;
  const total = booking.chargesCents ?? 0;
  const deposit = depositOutcome(booking.depositCents, total);
  return (
    <>
      {booking.checkedOutAt && checkout && (
        <Facts
          testId="checkout-facts"
          rows={[
            ['Checked out', `${formatDateTime(booking.checkedOutAt)} by ${people.checkedOutBy ?? 'staff'}`],
            ...(checkout.driver ? [['Taken by', checkout.driver] as [string, ReactNode]] : []),
            ['Battery', `${checkout.battery}%`],
            ...(checkout.notes ? [['Notes', checkout.notes] as [string, ReactNode]] : []),
          ]}
        />
      )}
      {booking.returnedAt && back && (
        <>
          <Facts
            testId="return-facts"
            rows={[
              ['Returned', `${formatDateTime(booking.returnedAt)} by ${people.returnedBy ?? 'staff'}`],
              ['Battery', `${back.battery}%`],
              ...(back.notes ? [['Notes', back.notes] as [string, ReactNode]] : []),
            ]}
          />
          <h3 className="mt-5 font-bold">Charges at the return</h3>
          {back.charges.length === 0 ? (
            <p className="mt-2">None: back on time, clean and charged.</p>
          ) : (
            <ul className="mt-2 space-y-1" data-testid="return-charges">
              {back.charges.map((charge) => (
                <li key={charge.label} className="flex justify-between gap-4">
                  <span>{charge.label}</span>
                  <span className="font-semibold tabular-nums">{formatCents(charge.cents)}</span>
                </li>
              ))}
            </ul>
          )}
          <Facts
            testId="deposit-facts"
            rows={[
              ['Charges total', <strong key="charges">{formatCents(total)}</strong>],
              back.depositBy === 'none'
                ? ['Deposit', 'Not held any more: take the charges at the counter']
                : back.depositBy === 'card'
                  ? [
                      'To the saved card',
                      `${formatCents(Math.min(total, booking.depositCents))} (the deposit was not taken at pickup)${deposit.owedCents > 0 ? `; ${formatCents(deposit.owedCents)} owed beyond it` : ''}`,
                    ]
                  : [
                      back.depositBy === 'hold' ? 'Released from the hold' : 'Deposit refund',
                      deposit.owedCents > 0
                        ? `None: ${formatCents(deposit.owedCents)} owed beyond the ${formatCents(booking.depositCents)} deposit`
                        : `${formatCents(deposit.refundCents)} of the ${formatCents(booking.depositCents)} deposit`,
                    ],
              // A refund date only while there is a refund: charges that took the whole deposit leave none.
              ...(booking.depositRefundDue && deposit.refundCents > 0
                ? [
                    refundGivenBack(deposit.refundCents, givenBackCents)
                      ? (['Refund', 'Given back at the counter'] as [string, ReactNode])
                      : (['Refund due by', formatRequestDate(booking.depositRefundDue)] as [
                          string,
                          ReactNode,
                        ]),
                  ]
                : []),
            ]}
          />
        </>
      )}
    </>
  );
}

export function BookingHistory({
  booking,
  people,
  changes,
}: {
  booking: Booking;
  people: BookingPeople;
  changes: readonly BookingChange[];
}) {
  return (
    <ol className="mt-3 space-y-2 text-sm" data-testid="booking-history">
      {[...changes].reverse().map((change) => (
        <li key={change.id} className="rounded-xl bg-surface p-3">
          <span className="font-semibold">{change.by}</span> at {formatDateTime(change.at)}: {change.what}
        </li>
      ))}
      <li className="rounded-xl bg-surface p-3">
        <span className="font-semibold">{people.createdBy ?? 'The renter, online'}</span> at{' '}
        {formatDateTime(booking.createdAt)}: Booked
      </li>
    </ol>
  );
}

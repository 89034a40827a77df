import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Card } from '@/components/ui/card';
import { rentalPolicy } from '@/content/rental-plans';
import { photoRefusalMessages, type PhotoRefusal } from '@/features/inventory/photo-rules';
import { DepositCard } from '@/features/payments/components/deposit-card';
import { rentalPaymentView } from '@/features/payments/server/rental-payments';
import {
  BookingHistory,
  BookingStatusBadge,
  ChargesCard,
  HandoverFacts,
  RenterCard,
} from '@/features/rentals/components/desk/booking-details';
import {
  CancelForm,
  CheckOutForm,
  ExtendForm,
  MoveForm,
  ReturnForm,
} from '@/features/rentals/components/desk/booking-forms';
import { HandoverPhotos, PhotoGrid } from '@/features/rentals/components/desk/handover-photos';
import { DoneNotice, RentalsSubpage } from '@/features/rentals/components/desk/rentals-subpage';
import { cartTypeShort, showroomName, spanLabel } from '@/features/rentals/desk-words';
import { bookingDeskView } from '@/features/rentals/server/booking-desk';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Rental booking | Staff area' } };

/** A refused upload's words, from the reason's code and the file's name the upload route sent. */
function uploadRefusal(code: string): string {
  const [reason = '', ...name] = code.split(':');
  if (reason === 'stage') return 'This booking takes no more photos: it has been returned or cancelled.';
  const message = photoRefusalMessages[reason as PhotoRefusal];
  return message ? `${name.join(':') || 'A photo'} ${message}` : 'A photo was not added.';
}

const doneMessages: Record<string, string> = {
  booked: 'Booked: the renter is e-mailed the confirmation and the agreement.',
  'checked-out': 'Checked out.',
  returned: 'Return recorded.',
  extended: 'Extended: the renter is e-mailed the new return time and total.',
  moved: 'Moved to the other cart.',
  cancelled: 'Cancelled: the renter is e-mailed with the refund.',
  deposit: 'Deposit settled with Stripe.',
};

/** One booking at the rental desk: who, which cart, the money, and what happens next. */
export default async function RentalBookingPage({
  params,
  searchParams,
}: PageProps<'/admin/rentals/bookings/[id]'>) {
  await requireStaff('rentals.desk');
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const view = await bookingDeskView(id);
  if (!view) notFound();
  const { booking } = view;
  const payment = await rentalPaymentView(booking);
  const now = view.nowInput;
  const done = typeof query.done === 'string' ? doneMessages[query.done] : undefined;
  const added = Number(query.added);
  const refused = ([] as string[]).concat(query.refused ?? []).map(uploadRefusal);
  const uploaded =
    query.added === undefined
      ? undefined
      : query.none
        ? 'Choose the photos to upload first.'
        : `${added} ${added === 1 ? 'photo' : 'photos'} added.`;
  return (
    <RentalsSubpage>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {booking.firstName} {booking.lastName}
        </h1>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="mt-1 text-muted" data-testid="booking-summary">
        Ref <strong className="text-ink">{booking.reference}</strong> · {cartTypeShort[booking.type]}{' '}
        <strong className="text-ink">{booking.fleetNumber}</strong> ({showroomName(booking.locationId)}) ·{' '}
        {spanLabel(booking.startsMs, booking.endsMs)} · {booking.days} {booking.days === 1 ? 'day' : 'days'}
      </p>
      <DoneNotice message={done} />
      {(uploaded || refused.length > 0) && (
        <div role="status" className="mt-4 rounded-xl bg-brand-50 p-3 text-brand-900">
          {uploaded && <p className="font-semibold">{uploaded}</p>}
          {refused.map((line) => (
            <p key={line} className="font-semibold text-danger">
              {line}
            </p>
          ))}
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <div className="min-w-0 space-y-6">
          {booking.status === 'booked' && (
            <Card className="p-5 sm:p-6">
              <h2 className="text-xl font-bold">Check-out</h2>
              <div className="mt-3">
                <HandoverPhotos
                  bookingId={booking.id}
                  fleetNumber={booking.fleetNumber}
                  photos={view.photos}
                  stage="check-out"
                />
              </div>
              <div className="mt-6 border-t border-line pt-5">
                <CheckOutForm
                  bookingId={booking.id}
                  version={booking.version}
                  drivers={booking.drivers.map((driver) => driver.name)}
                  now={now}
                />
              </div>
            </Card>
          )}
          {booking.status === 'out' && (
            <Card className="p-5 sm:p-6">
              <h2 className="text-xl font-bold">Return</h2>
              <HandoverFacts booking={booking} />
              <div className="mt-5">
                <HandoverPhotos
                  bookingId={booking.id}
                  fleetNumber={booking.fleetNumber}
                  photos={view.photos}
                  stage="return"
                />
              </div>
              <div className="mt-6 border-t border-line pt-5">
                <ReturnForm
                  bookingId={booking.id}
                  version={booking.version}
                  now={now}
                  due={view.due}
                  fees={view.fees}
                />
              </div>
            </Card>
          )}
          {booking.status === 'returned' && (
            <Card className="p-5 sm:p-6">
              <h2 className="text-xl font-bold">Check-out and return</h2>
              <HandoverFacts booking={booking} />
              <h3 className="mt-5 font-bold">Photos at check-out</h3>
              <div className="mt-2">
                <PhotoGrid
                  bookingId={booking.id}
                  fleetNumber={booking.fleetNumber}
                  photos={view.photos}
                  stage="check-out"
                />
              </div>
              <h3 className="mt-5 font-bold">Photos at return</h3>
              <div className="mt-2">
                <PhotoGrid
                  bookingId={booking.id}
                  fleetNumber={booking.fleetNumber}
                  photos={view.photos}
                  stage="return"
                />
              </div>
            </Card>
          )}
          <RenterCard
            booking={booking}
            handover={view.handover}
            leadHref={booking.leadId ? `/admin/leads/${booking.leadId}` : undefined}
          />
          <Card className="p-5 sm:p-6">
            <h2 className="text-xl font-bold">History</h2>
            <BookingHistory booking={booking} changes={view.changes} />
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <ChargesCard booking={booking} />
          {payment && <DepositCard booking={booking} payment={payment} />}
          {(booking.status === 'booked' || booking.status === 'out') &&
            booking.days < rentalPolicy.maximumRentalDays && (
              <Card className="p-5 sm:p-6">
                <h2 className="text-xl font-bold">More days</h2>
                <div className="mt-3">
                  <ExtendForm
                    bookingId={booking.id}
                    version={booking.version}
                    days={booking.days}
                    maxDays={rentalPolicy.maximumRentalDays}
                  />
                </div>
              </Card>
            )}
          {booking.status === 'booked' && (
            <>
              <Card className="p-5 sm:p-6">
                <h2 className="text-xl font-bold">Another cart</h2>
                <p className="mt-1 text-sm text-muted">
                  Another {cartTypeShort[booking.type]} cart that can be handed over as booked, free for the
                  whole time.
                </p>
                <div className="mt-3">
                  <MoveForm bookingId={booking.id} version={booking.version} carts={view.moveTo} />
                </div>
              </Card>
              <Card className="p-5 sm:p-6">
                <h2 className="text-xl font-bold">Cancel</h2>
                <p className="mt-1 text-sm text-muted">
                  Cancelling now refunds {view.refundNow} under the rental policy.
                </p>
                <div className="mt-3">
                  <CancelForm bookingId={booking.id} version={booking.version} refund={view.refundNow} />
                </div>
              </Card>
            </>
          )}
        </div>
      </div>
    </RentalsSubpage>
  );
}

import Link from 'next/link';

import { LinkCancelForm } from '@/components/ui/link-cancel-form';
import {
  BookingCard,
  DoneNote,
  NotDoneNote,
  OwnBookingFrame,
} from '@/features/bookings/components/booking-page';
import { alreadyCancelledNote, type CancelAnswer } from '@/features/bookings/own-booking-cancel';
import { confirmationWhere } from '@/features/bookings/server/booking-link';
import { formatDateTime } from '@/lib/format-date';

import { cancelServiceAction } from '../actions';
import type { ServiceManagePage } from '../server/booking-manage-page';
import { estimateHeadline, type EstimateForLink } from '../server/estimates';
import { estimateMovedOn, pickupHours } from '../service-shop';
import { EstimateDecisionForm } from './estimate-decision-form';
import { AnsweredEstimateLines } from './estimate-lines';
import { JobTimeline } from './job-timeline';
import { ServiceBookingDetails } from './service-booking-details';

/**
 * A customer's own service booking, from the link in their e-mail: the job, the estimate waiting
 * for them, where the cart is, and cancelling while the cart is not yet in. `booked` and
 * `cancelled` say what they have just done (a cancel is `refused` when the cart was checked in
 * first), each said only while the booking is still as it left it: the address, kept or shared,
 * outlives the moment.
 */
export function OwnServiceBooking({
  page: { booking, key, events, workshop, calendar, estimate, approvedExtraCents },
  booked,
  cancelled,
}: {
  page: ServiceManagePage;
  booked: boolean;
  cancelled?: CancelAnswer;
}) {
  return (
    <OwnBookingFrame
      title={`Service ${booking.reference}`}
      lead={`${booking.firstName}, here is your cart's service.`}
      layout="columns"
    >
      <div className="grid gap-6">
        {booked && booking.status === 'booked' && (
          <DoneNote>
            Booked. Your reference is {booking.reference}. {confirmationWhere(booking.email)}
          </DoneNote>
        )}
        {cancelled === 'done' && booking.status === 'cancelled' && (
          <DoneNote>Cancelled. {confirmationWhere(booking.email, 'cancellation')}</DoneNote>
        )}
        {cancelled === 'already' && booking.status === 'cancelled' && (
          <DoneNote>{alreadyCancelledNote}</DoneNote>
        )}
        {cancelled === 'refused' && booking.status !== 'booked' && booking.status !== 'cancelled' && (
          <NotDoneNote
            notDone="Not cancelled"
            why="your cart was checked in before your cancel reached us"
            callTo="change the job"
          />
        )}
        <BookingCard title="Your booking">
          <div className="mt-5">
            <ServiceBookingDetails
              booking={booking}
              workshop={workshop}
              approvedExtraCents={approvedExtraCents}
            />
          </div>
          <a href={calendar} className="mt-6 inline-block font-semibold text-brand-800 underline" download>
            {booking.status === 'cancelled'
              ? 'Take it off your calendar (.ics)'
              : 'Add to your calendar (.ics)'}
          </a>
        </BookingCard>
        {estimate && (
          <BookingCard title="Your estimate">
            <AnsweredEstimateLines lines={estimate.lines} className="mt-4" />
            {estimate.link && (
              <a href={estimate.link} className="mt-4 inline-block font-semibold text-brand-800 underline">
                Approve or decline each line
              </a>
            )}
          </BookingCard>
        )}
      </div>
      <div className="grid h-fit gap-6">
        <BookingCard title="Where your cart is">
          <div className="mt-4">
            <JobTimeline events={events} />
          </div>
        </BookingCard>
        <BookingCard title="Cancel">
          {booking.status === 'booked' ? (
            <>
              <p className="mt-3">Cancel any time before you drop the cart off; it costs nothing.</p>
              <div className="mt-4">
                <LinkCancelForm
                  action={cancelServiceAction}
                  reference={booking.reference}
                  bookingKey={key}
                  confirmLabel="Yes, cancel this drop-off"
                />
              </div>
            </>
          ) : (
            <p className="mt-3">
              {booking.status === 'cancelled' ? (
                <>
                  This booking is cancelled.{' '}
                  <Link href="/services/appointment" className="font-semibold text-brand-800 underline">
                    Book another drop-off
                  </Link>
                </>
              ) : booking.status === 'picked-up' ? (
                'This job is done and the cart is back with you.'
              ) : booking.status === 'ready' ? (
                `Your cart is ready to collect at ${workshop}: ${pickupHours}. Call us about anything else.`
              ) : (
                'Your cart is with us: call us to change the job.'
              )}
            </p>
          )}
        </BookingCard>
      </div>
    </OwnBookingFrame>
  );
}

/**
 * One estimate round, from its own signed link: each line to approve or decline, once. Afterwards
 * (or when a newer round replaced it) the page says so instead. `justAnswered`: the customer's
 * answer has just been recorded.
 */
export function EstimateAnswerPage({
  estimate: { booking, round, lines, superseded, newerPath, movedOn },
  linkKey,
  answer,
}: {
  estimate: EstimateForLink;
  linkKey: string;
  /** What became of the answer just sent: recorded, or refused as the estimate was no longer open. */
  answer?: 'recorded' | 'refused';
}) {
  const answered = lines.find((line) => line.decidedAt);
  return (
    <OwnBookingFrame
      title={`Estimate for ${booking.reference}`}
      lead={`${booking.firstName}, here is what we found and what it costs.`}
      layout="narrow"
    >
      {answer === 'recorded' && answered && (
        <DoneNote className="mb-6">
          {lines.some((line) => line.decision === 'approved')
            ? 'Thank you: your answer is recorded and the workshop goes on with what you approved.'
            : 'Thank you: your answer is recorded. No extra work is done: the workshop goes on with the job you booked, and we tell you when your cart is ready.'}
        </DoneNote>
      )}
      {answer === 'refused' && (superseded || answered || movedOn) && (
        <NotDoneNote
          className="mb-6"
          notDone="Your answer was not recorded"
          why={
            superseded
              ? 'this estimate has been replaced by a newer one, linked below'
              : answered
                ? `this estimate was answered on ${formatDateTime(answered.decidedAt!)}, as shown below`
                : 'the workshop moved your job on since this estimate was sent'
          }
          callTo="talk it over"
        />
      )}
      <BookingCard title={superseded && !answered ? 'Replaced by a newer estimate' : estimateHeadline(lines)}>
        <div className="mt-5">
          {answered ? (
            <>
              <p>You answered this estimate on {formatDateTime(answered.decidedAt!)}.</p>
              <AnsweredEstimateLines lines={lines} className="mt-4" />
              {newerPath && (
                <p className="mt-4">
                  <a href={newerPath} className="font-semibold text-brand-800 underline">
                    See our newer estimate
                  </a>
                </p>
              )}
            </>
          ) : superseded ? (
            <p>
              This estimate has been replaced by a newer one, which holds its lines you had not answered.{' '}
              {newerPath && (
                <a href={newerPath} className="font-semibold text-brand-800 underline">
                  See the newer estimate
                </a>
              )}
            </p>
          ) : movedOn ? (
            <p>{estimateMovedOn}</p>
          ) : (
            <EstimateDecisionForm
              reference={booking.reference}
              round={round}
              linkKey={linkKey}
              lines={lines}
            />
          )}
        </div>
      </BookingCard>
    </OwnBookingFrame>
  );
}

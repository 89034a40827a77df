import { Fragment, type ReactNode } from 'react';

import { Notice } from '@/components/admin/notice';
import { PanelCard } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';

import { counterAnchor, counterKindLabels, counterMethodLabels, recordedCents } from '../../counter-account';
import { cartTypeShort, showroomName, spanLabel } from '../../desk-words';
import { photoStageLabels, photoStages, type PhotoStage } from '../../rental-photo-stages';
import { formatCents } from '../../rental-price';
import type { BookingDeskPageData } from '../../server/booking-desk';
import {
  BookingHistory,
  BookingStatusBadge,
  ChargesCard,
  HandoverFacts,
  RenterCard,
} from './booking-details';
import {
  CancelForm,
  CheckOutForm,
  CounterPaymentForm,
  CounterSettledMeanwhile,
  ExtendForm,
  MoveForm,
  ReturnForm,
} from './booking-forms';
import { HandoverPhotos, PhotoGrid } from './handover-photos';
import { RentalsSubpage } from './rentals-subpage';

type Page = { page: BookingDeskPageData };

/**
 * One booking at the rental desk: who, which cart, the money, and what happens next. The left
 * column holds the handover its status calls for, the renter and the history; the right the
 * charges and the changes still open to it (more days, another cart, cancelling).
 */
export function BookingDeskPage({
  page,
  deposit,
}: Page & {
  /** The deposit held or saved online, filled by the route when payments are on (a slot, as rentals come before payments). */
  deposit?: ReactNode;
}) {
  const { booking } = page;
  const changeable = booking.status === 'booked' || booking.status === 'out';
  return (
    <RentalsSubpage>
      <BookingHeadline page={page} />
      {page.done && <Notice>{page.done}</Notice>}
      <UploadNotice uploaded={page.uploaded} refused={page.refused} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <div className="min-w-0 space-y-6">
          {booking.status === 'booked' && <CheckOutCard page={page} />}
          {booking.status === 'out' && <ReturnCard page={page} />}
          {booking.status === 'returned' && <HandoverRecordCard page={page} />}
          <RenterCard
            booking={booking}
            people={page.people}
            handover={page.handover}
            leadHref={booking.leadId ? `/admin/leads/${booking.leadId}` : undefined}
            renterLink={page.renterLink}
          />
          <PanelCard title="History">
            <BookingHistory booking={booking} people={page.people} changes={page.changes} />
          </PanelCard>
        </div>
        <div className="min-w-0 space-y-6">
          <ChargesCard booking={booking} people={page.people} />
          {deposit}
          {(booking.status === 'out' || booking.status === 'returned') &&
            (page.counter.length > 0 || page.counterDue.length > 0) && <CounterCard page={page} />}
          {changeable && booking.days < page.maxDays && <ExtendCard page={page} />}
          {booking.status === 'booked' && (
            <>
              <MoveCard page={page} />
              <CancelCard page={page} />
            </>
          )}
        </div>
      </div>
    </RentalsSubpage>
  );
}

/** The renter's name and the status, then the reference, cart, showroom and time in one line. */
function BookingHeadline({ page: { booking } }: Page) {
  return (
    <>
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
    </>
  );
}

/** What an upload of handover photos did: how many were added, and each one refused. */
function UploadNotice({ uploaded, refused }: { uploaded?: string; refused: string[] }) {
  if (!uploaded && refused.length === 0) return null;
  return (
    <div role="status" className="mt-4 rounded-xl bg-brand-50 p-3 text-brand-900">
      {uploaded && <p className="font-semibold">{uploaded}</p>}
      {refused.map((line) => (
        <p key={line} className="font-semibold text-danger">
          {line}
        </p>
      ))}
    </div>
  );
}

/** What a stage's photos are drawn from: the booking's cart and every photo of it. */
const stagePhotos = ({ booking, photos }: BookingDeskPageData, stage: PhotoStage) => ({
  bookingId: booking.id,
  fleetNumber: booking.fleetNumber,
  photos,
  stage,
});

/**
 * A handover still to record: what the card says first (how the cart left, at its return), the
 * photos of this handover, then its form.
 */
function HandoverCard({
  title,
  page,
  stage,
  facts,
  form,
}: Page & { title: string; stage: PhotoStage; facts?: ReactNode; form: ReactNode }) {
  return (
    <PanelCard title={title}>
      {facts}
      <div className={facts ? 'mt-5' : 'mt-3'}>
        <HandoverPhotos {...stagePhotos(page, stage)} />
      </div>
      <div className="mt-6 border-t border-line pt-5">{form}</div>
    </PanelCard>
  );
}

/** While it is booked: the photos at check-out, then the check-out itself. */
function CheckOutCard({ page }: Page) {
  const { booking, nowInput } = page;
  return (
    <HandoverCard
      title="Check-out"
      page={page}
      stage="check-out"
      form={
        <CheckOutForm
          bookingId={booking.id}
          version={booking.version}
          drivers={booking.drivers.map((driver) => driver.name)}
          now={nowInput}
          dues={page.counterDue}
        />
      }
    />
  );
}

/** While the cart is out: how it left, the photos at return, then the return and its charges. */
function ReturnCard({ page }: Page) {
  const { booking, nowInput, due, fees } = page;
  return (
    <HandoverCard
      title="Return"
      page={page}
      stage="return"
      facts={<HandoverFacts booking={booking} people={page.people} />}
      form={
        <ReturnForm bookingId={booking.id} version={booking.version} now={nowInput} due={due} fees={fees} />
      }
    />
  );
}

/** Once returned: both handovers as recorded, with their photos. */
function HandoverRecordCard({ page }: Page) {
  return (
    <PanelCard title="Check-out and return">
      <HandoverFacts
        booking={page.booking}
        people={page.people}
        givenBackCents={recordedCents(page.counter, 'deposit-back')}
      />
      {photoStages.map((stage) => (
        <Fragment key={stage}>
          <h3 className="mt-5 font-bold">{`Photos ${photoStageLabels[stage].toLowerCase()}`}</h3>
          <div className="mt-2">
            <PhotoGrid {...stagePhotos(page, stage)} />
          </div>
        </Fragment>
      ))}
    </PanelCard>
  );
}

/** A change still open to the booking: what it does, then its form. */
function ChangeCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <PanelCard title={title}>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <div className="mt-3">{children}</div>
    </PanelCard>
  );
}

/** More days, up to the policy's longest rental. */
function ExtendCard({ page: { booking, maxDays } }: Page) {
  return (
    <ChangeCard title="More days">
      <ExtendForm bookingId={booking.id} version={booking.version} days={booking.days} maxDays={maxDays} />
    </ChangeCard>
  );
}

/** Another cart of the same type, free for the whole time. */
function MoveCard({ page: { booking, moveTo } }: Page) {
  return (
    <ChangeCard
      title="Another cart"
      intro={`Another ${cartTypeShort[booking.type]} cart that can be handed over as booked, free for the whole time.`}
    >
      <MoveForm bookingId={booking.id} version={booking.version} carts={moveTo} />
    </ChangeCard>
  );
}

/** Cancelling, with what it refunds now. */
function CancelCard({ page: { booking, refundNow, mailOn } }: Page) {
  return (
    <ChangeCard
      title="Cancel"
      intro={
        refundNow
          ? `Cancelling now refunds ${refundNow} under the rental policy.`
          : 'Nothing has been paid (the rental is paid at pickup): cancelling costs the renter nothing.'
      }
    >
      <CancelForm bookingId={booking.id} version={booking.version} refund={refundNow} mailOn={mailOn} />
    </ChangeCard>
  );
}

/**
 * Money at the counter once the cart is out: what was taken or given back (the check-out's rent
 * and deposit first), then each thing still due with its form: days added while out, the deposit
 * back less the return's charges, charges beyond what a deposit covers.
 */
function CounterCard({ page: { booking, counter, counterDue } }: Page) {
  return (
    <PanelCard title="At the counter">
      {counter.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm" data-testid="counter-payments">
          {counter.map((payment) => (
            <li key={payment.id} className="flex flex-wrap justify-between gap-x-4 rounded-xl bg-surface p-3">
              <span>
                <span className="font-semibold">{counterKindLabels[payment.kind]}</span>,{' '}
                {counterMethodLabels[payment.method].toLowerCase()}, by {payment.by} at{' '}
                {formatDateTime(payment.at)}
              </span>
              <span className="font-semibold tabular-nums">{formatCents(payment.cents)}</span>
            </li>
          ))}
        </ul>
      )}
      <CounterSettledMeanwhile drawn={counterDue.map((due) => due.kind)} />
      {counterDue.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Nothing more to take or give back at the counter.</p>
      ) : (
        counterDue.map((due) => (
          <div key={due.kind} id={counterAnchor(due.kind)} className="mt-4 border-t border-line pt-4">
            <CounterPaymentForm bookingId={booking.id} version={booking.version} due={due} />
          </div>
        ))
      )}
    </PanelCard>
  );
}

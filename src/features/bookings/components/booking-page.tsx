import type { ReactNode } from 'react';

import { PageHero } from '@/components/layout/page-hero';
import { Card } from '@/components/ui/card';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival';
import { PhoneLink } from '@/components/ui/phone-link';
import { RefusalAlert } from '@/components/ui/refusal-alert';
import { Container } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import type { Crumb } from '@/features/seo/structured-data';

/**
 * The public booking pages of both kinds (a rental, a service drop-off) look alike: the page to
 * book on, and the customer's own pages opened from the link in their e-mail. Their frame is here,
 * so the two kinds stay the same and each route only says what is on its page.
 */

/** A card of a booking page: its heading, then what it holds. */
export function BookingCard({
  title,
  headingId,
  className = 'p-5 sm:p-8',
  children,
}: {
  title: ReactNode;
  /** For the section or aside the card names. */
  headingId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * The page a booking is made on: the hero with its trail (Home, the section it belongs to, this
 * page), then its steps side by side on wide screens.
 */
export function BookPageFrame({
  title,
  lead,
  section,
  crumb,
  children,
}: {
  title: string;
  lead: string;
  /** The section the page sits in, e.g. Rentals. */
  section: Crumb;
  /** This page, as the trail names it. */
  crumb: Crumb;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero
        title={title}
        lead={lead}
        breadcrumbs={<Breadcrumbs tone="dark" trail={[section, crumb]} />}
      />
      {/* minmax(0, …) on phones too: a long word (an address in the agreement) wraps, never widens the page. */}
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:gap-10">
        {children}
      </Container>
    </>
  );
}

/** One step of a booking page: a section named by its card's heading. */
export function BookingStep({
  id,
  headingId,
  title,
  className,
  cardClassName,
  live = false,
  landsOn,
  children,
}: {
  /** Where a link jumps to it. */
  id?: string;
  /**
   * The id of the element a visitor arriving at `#id` lands on instead of the step's first field:
   * the answer, once the step's question has one (see ScrollToTop).
   */
  landsOn?: string;
  headingId: string;
  title: ReactNode;
  className?: string;
  cardClassName?: string;
  /** The step answers what the visitor chose: a screen reader reads it again when it changes. */
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-live={live ? 'polite' : undefined}
      data-lands-on={landsOn}
      className={className}
    >
      <BookingCard title={title} headingId={headingId} className={cardClassName}>
        <div className="mt-5">{children}</div>
      </BookingCard>
    </section>
  );
}

/** How a customer's own page lays out its cards: the booking beside what to do, or one narrow column. */
const ownPageLayouts = {
  columns: 'grid grid-cols-[minmax(0,1fr)] gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]',
  narrow: 'max-w-3xl py-10 sm:py-14',
} as const;

/** A page a customer opens from their e-mail's link: who it is for, then its cards. */
export function OwnBookingFrame({
  title,
  lead,
  layout,
  children,
}: {
  title: string;
  lead: string;
  layout: keyof typeof ownPageLayouts;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={lead} />
      <Container className={ownPageLayouts[layout]}>{children}</Container>
    </>
  );
}

/**
 * What the customer sent from their link that came too late (a cancel after the cart was handed
 * over or checked in, an estimate answered already in another tab): said at the top of the page,
 * drawn afresh so every card shows where the booking really is, with the number to call.
 */
export function NotDoneNote({
  notDone,
  why,
  callTo,
  className = '',
}: {
  /** "Not cancelled". */
  notDone: string;
  why: string;
  /** "change the rental". */
  callTo: string;
  className?: string;
}) {
  return (
    <RefusalAlert answer={notDone} className={className}>
      <p className="font-bold text-danger">
        {notDone}: {why}.
      </p>
      <p className="mt-2">
        Call us on <PhoneLink phone={dealer.phone} /> to {callTo}.
      </p>
    </RefusalAlert>
  );
}

/** What the customer just did, confirmed at the top of their page (booked, cancelled, answered). */
export function DoneNote({ className = '', children }: { className?: string; children: ReactNode }) {
  // Focused as the page arrives: after a booking or a cancel the page is drawn anew, and a status
  // that is already filled in is not announced, nor would the keyboard be anywhere near it. A
  // reload of the page is left where the browser puts it.
  return (
    <FocusOnArrival
      arrival="done"
      notOnReload
      role="status"
      className={`${className} rounded-xl bg-brand-50 p-4 font-semibold text-brand-900`.trim()}
    >
      {children}
    </FocusOnArrival>
  );
}

/**
 * In place of the booking form, when this browser booked the very same thing a moment ago (the page
 * drawn again by Back): its reference, where its page's link is, and a way to book another on purpose.
 */
export function BookedAlready({
  booked,
  anotherHref,
}: {
  booked: { reference: string };
  anotherHref: string;
}) {
  return (
    <div className="grid gap-4">
      <DoneNote>
        Booked already: booking {booked.reference}. Its own page, to see or cancel it, is at the link we gave
        you when you booked. Sending the form again would not book it twice.
      </DoneNote>
      <p>
        Want a second one for the same time?{' '}
        <a href={anotherHref} className="font-semibold text-brand-800 underline">
          Book another
        </a>
        .
      </p>
    </div>
  );
}

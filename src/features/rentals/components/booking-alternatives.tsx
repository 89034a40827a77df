import Link from 'next/link';

import { PhoneLink } from '@/components/ui/phone-link';
import { dealer } from '@/content/dealer';
import { cartType } from '@/content/rental-plans';
import { formatRequestDate } from '@/features/requests/request-dates';

import type { BookingFormAction } from '../actions';
import { askAgainHref, type AvailabilityValues } from '../availability-query';
import type { Alternatives } from '../server/availability';
import { WaitlistForm } from './waitlist-form';

/** Under its heading, each other question that has an answer, as a link to ask it; nothing when none has. */
function AskAgainLinks({
  heading,
  links,
}: {
  heading: string;
  links: readonly { key: string; href: string; text: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <div>
      <h3 className="font-bold">{heading}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-900 ring-1 ring-line hover:bg-brand-50"
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Nothing free as asked: the nearest dates that are, the other carts that are, and the waitlist. */
export function BookingAlternatives({
  values,
  alternatives,
  waitlistOpen,
  bookingAction,
}: {
  values: AvailabilityValues;
  alternatives: Alternatives;
  /** Whether the waitlist can tell anyone (mail is configured); else the phone is offered. */
  waitlistOpen: boolean;
  /** The booking form's action on this page, whose refused post the waitlist form reads. */
  bookingAction?: BookingFormAction;
}) {
  const type = cartType(values.type as Parameters<typeof cartType>[0]);
  return (
    <div className="grid gap-5">
      <p className="text-lg font-bold">No {type.title.toLowerCase()} is free for those dates.</p>
      <AskAgainLinks
        heading="The nearest dates with one free"
        links={alternatives.dates.map((date) => ({
          key: date.pickupDate,
          href: askAgainHref(values, { start: date.pickupDate }),
          text: `${formatRequestDate(date.pickupDate)} (${date.free} free)`,
        }))}
      />
      <AskAgainLinks
        heading="Other carts free for your dates"
        links={alternatives.types.map((other) => ({
          key: other.type,
          href: askAgainHref(values, { type: other.type }),
          text: `${cartType(other.type).title} (${other.free} free)`,
        }))}
      />
      {waitlistOpen ? (
        <div>
          <h3 className="font-bold">Or wait for one</h3>
          <p className="mt-1 text-sm text-muted">
            Join the waitlist: if a booking is cancelled, the first people waiting are e-mailed at once.
          </p>
          <div className="mt-3">
            <WaitlistForm asked={values} bookingAction={bookingAction} />
          </div>
        </div>
      ) : (
        <div>
          <h3 className="font-bold">Or ask us</h3>
          <p className="mt-1 text-sm text-muted">
            Call us on <PhoneLink phone={dealer.phone} /> to ask about cancellations for these dates.
          </p>
        </div>
      )}
    </div>
  );
}

import { Badge } from '@/components/ui/card';
import { BookPageFrame, BookedAlready, BookingStep } from '@/features/bookings/components/booking-page';
import { queryReader } from '@/features/bookings/components/booking-routes';
import { bookAndPayAction } from '@/features/payments/actions';
import { bookingPaymentTerms } from '@/features/payments/server/booking-terms';
import { paymentsOnline } from '@/features/payments/server/stripe-client';
import { AvailabilityForm } from '@/features/rentals/components/availability-form';
import { BookingAlternatives } from '@/features/rentals/components/booking-alternatives';
import { BookingForm, TakenMeanwhile } from '@/features/rentals/components/booking-form';
import { BookingQuote } from '@/features/rentals/components/booking-quote';
import { confirmationsMailed } from '@/features/rentals/server/booking-mail';
import { bookingPageData } from '@/features/rentals/server/booking-page';
import { waitlistOpen } from '@/features/rentals/server/waitlist';
import { dealerToday } from '@/features/requests/request-dates';
import { metadataFor } from '@/features/seo/server/site-metadata';

const path = '/rentals/book';

export const metadata = metadataFor({
  title: 'Book a Golf Cart Rental',
  description:
    'Choose a cart, your dates and delivery or pickup: see how many carts are free and the price at once, then book and sign online. Confirmed straight away.',
  path,
  keywords: ['book golf cart rental', 'golf cart rental availability', 'rent a golf cart online'],
});

export default async function BookRentalPage({ searchParams }: PageProps<'/rentals/book'>) {
  const query = await searchParams;
  const page = await bookingPageData(queryReader(query), {
    paidOnline: paymentsOnline(),
    another: typeof query.another === 'string' ? query.another : undefined,
  });
  const { found } = page;
  // With payments on, the form books and sends the renter to pay, and says so before they agree.
  const terms = found && page.ask ? bookingPaymentTerms(page.ask, found.price) : undefined;
  const payOnline = terms ? { action: bookAndPayAction, terms } : undefined;
  return (
    <BookPageFrame
      title="Book a Golf Cart"
      lead="See what is free and what it costs before you type a name, then book, sign and get your confirmation at once."
      section={{ name: 'Rentals', path: '/rentals' }}
      crumb={{ name: 'Book a cart', path }}
    >
      <BookingStep
        id="availability"
        headingId="availability-heading"
        title="Cart, dates and delivery"
        className="scroll-mt-24"
        landsOn={found ? 'answer-heading' : undefined}
      >
        <AvailabilityForm values={page.values} errors={page.errors} today={dealerToday()} />
      </BookingStep>
      <BookingStep
        headingId="answer-heading"
        live
        title={found ? (found.free > 0 ? 'Free for your dates' : 'Fully booked') : 'Availability and price'}
        cardClassName="p-5 sm:p-8 lg:sticky lg:top-24"
      >
        {!found && (
          <p className="text-muted">
            Choose a cart, the pickup date and how many days: you see how many carts are free and the price,
            with nothing to fill in yet.
          </p>
        )}
        {found && found.free > 0 && page.ask && (
          <>
            <Badge tone="brand">{found.free === 1 ? 'The last cart free' : `${found.free} carts free`}</Badge>
            <div className="mt-4">
              <BookingQuote
                type={page.ask.type}
                price={found.price}
                delivery={page.delivery}
                paidOnline={payOnline !== undefined}
              />
            </div>
            <a href="#details" className="mt-4 inline-block font-semibold text-brand-800 underline">
              Book it: your details and signature
            </a>
          </>
        )}
        {found && found.free === 0 && page.alternatives && (
          <>
            <TakenMeanwhile
              action={payOnline?.action}
              otherChoices={page.alternatives.dates.length + page.alternatives.types.length > 0}
            />
            <BookingAlternatives
              values={page.values}
              alternatives={page.alternatives}
              waitlistOpen={waitlistOpen()}
              bookingAction={payOnline?.action}
            />
          </>
        )}
      </BookingStep>
      {page.bookedAlready && (
        <BookingStep
          id="details"
          headingId="details-heading"
          title="Booked already"
          className="scroll-mt-24 lg:col-span-2"
        >
          <BookedAlready
            booked={page.bookedAlready}
            anotherHref={`${path}?${new URLSearchParams({ ...page.values, another: page.submissionKey }).toString()}#details`}
          />
        </BookingStep>
      )}
      {!page.bookedAlready && found && found.free > 0 && page.ask && page.agreement && (
        <BookingStep
          id="details"
          headingId="details-heading"
          title="Your details and signature"
          className="scroll-mt-24 lg:col-span-2"
        >
          <BookingForm
            asked={page.values}
            drivers={page.ask.additionalDrivers + 1}
            agreement={page.agreement}
            submissionKey={page.submissionKey}
            mailed={confirmationsMailed()}
            payOnline={payOnline}
          />
        </BookingStep>
      )}
    </BookPageFrame>
  );
}

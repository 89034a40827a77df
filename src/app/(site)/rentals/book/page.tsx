import { PageHero } from '@/components/layout/page-hero';
import { Badge, Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { bookAndPayAction } from '@/features/payments/actions';
import { bookingPaymentTerms } from '@/features/payments/server/booking-terms';
import { AvailabilityForm } from '@/features/rentals/components/availability-form';
import { BookingAlternatives } from '@/features/rentals/components/booking-alternatives';
import { BookingForm } from '@/features/rentals/components/booking-form';
import { BookingQuote } from '@/features/rentals/components/booking-quote';
import { bookingPageData } from '@/features/rentals/server/booking-page';
import { dealerToday } from '@/features/requests/request-dates';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { metadataFor } from '@/features/seo/server/site-metadata';

const path = '/rentals/book';

export const metadata = metadataFor({
  title: 'Book a Golf Cart Rental',
  description:
    'Choose a cart, your dates and delivery or pickup: see how many carts are free and the price at once, then book and sign online. Confirmed straight away.',
  path,
  keywords: ['book golf cart rental', 'golf cart rental availability', 'rent a golf cart online'],
});

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function BookRentalPage({ searchParams }: PageProps<'/rentals/book'>) {
  const query = await searchParams;
  const page = await bookingPageData((name) => first(query[name]));
  const { found } = page;
  // With payments on, the form books and sends the renter to pay, and says so before they agree.
  const terms = found && page.ask ? bookingPaymentTerms(page.ask, found.price) : undefined;
  const payOnline = terms ? { action: bookAndPayAction, terms } : undefined;
  return (
    <>
      <PageHero
        title="Book a Golf Cart"
        lead="See what is free and what it costs before you type a name, then book, sign and get your confirmation at once."
        breadcrumbs={
          <Breadcrumbs
            tone="dark"
            trail={[
              { name: 'Rentals', path: '/rentals' },
              { name: 'Book a cart', path },
            ]}
          />
        }
      />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:gap-10">
        <section id="availability" aria-labelledby="availability-heading" className="scroll-mt-24">
          <Card className="p-5 sm:p-8">
            <h2 id="availability-heading" className="text-2xl font-extrabold tracking-tight">
              Cart, dates and delivery
            </h2>
            <div className="mt-5">
              <AvailabilityForm values={page.values} errors={page.errors} today={dealerToday()} />
            </div>
          </Card>
        </section>
        <section aria-labelledby="answer-heading" aria-live="polite">
          <Card className="p-5 sm:p-8 lg:sticky lg:top-24">
            <h2 id="answer-heading" className="text-2xl font-extrabold tracking-tight">
              {found ? (found.free > 0 ? 'Free for your dates' : 'Fully booked') : 'Availability and price'}
            </h2>
            <div className="mt-5">
              {!found && (
                <p className="text-muted">
                  Choose a cart, the pickup date and how many days: you see how many carts are free and the
                  price, with nothing to fill in yet.
                </p>
              )}
              {found && found.free > 0 && page.ask && (
                <>
                  <Badge tone="brand">
                    {found.free === 1 ? 'The last cart free' : `${found.free} carts free`}
                  </Badge>
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
                <BookingAlternatives values={page.values} alternatives={page.alternatives} />
              )}
            </div>
          </Card>
        </section>
        {found && found.free > 0 && page.ask && page.agreement && (
          <section id="details" aria-labelledby="details-heading" className="scroll-mt-24 lg:col-span-2">
            <Card className="p-5 sm:p-8">
              <h2 id="details-heading" className="text-2xl font-extrabold tracking-tight">
                Your details and signature
              </h2>
              <div className="mt-5">
                <BookingForm
                  asked={page.values}
                  drivers={page.ask.additionalDrivers + 1}
                  agreement={page.agreement}
                  submissionKey={page.submissionKey}
                  payOnline={payOnline}
                />
              </div>
            </Card>
          </section>
        )}
      </Container>
    </>
  );
}

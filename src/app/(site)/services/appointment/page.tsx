import { PageHero } from '@/components/layout/page-hero';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { dealer, serviceHours } from '@/content/dealer';
import { serviceFigures, usd } from '@/content/policy-figures';
import { HoursList } from '@/features/places/components/hours-list';
import { formatRequestDate } from '@/features/requests/request-dates';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { metadataFor } from '@/features/seo/server/site-metadata';
import { JobChoice } from '@/features/service/components/job-choice';
import { ServiceBookingForm } from '@/features/service/components/service-booking-form';
import { serviceBookingPageData } from '@/features/service/server/booking-page';
import { smsConfigured } from '@/server/sms/twilio-sender';

const path = '/services/appointment';

export const metadata = metadataFor({
  title: 'Book a Golf Cart Service Appointment',
  description: `Book a service drop-off at ${dealer.name}: choose the job, see the days with room at once, pick a drop-off window and get your reference and the time it is promised ready.`,
  path,
  keywords: ['golf cart service appointment', 'golf cart repair booking', 'book golf cart service'],
});

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The service booking page: the job, then the days with room, then the window and the details. */
export default async function ServiceAppointmentPage({ searchParams }: PageProps<'/services/appointment'>) {
  const query = await searchParams;
  const page = await serviceBookingPageData((name) => first(query[name]));
  const { chosen, soonest } = page;
  const later =
    chosen && page.laterFrom
      ? {
          href: `${path}?job=${encodeURIComponent(chosen.id)}&from=${page.laterFrom}#slots`,
          label: `Later dates, from ${formatRequestDate(page.laterFrom)}`,
        }
      : undefined;
  return (
    <>
      <PageHero
        title="Book a Service Appointment"
        lead="Choose the job and see the days our workshop has room for it. Booked at once, with the time your cart is promised ready."
        breadcrumbs={
          <Breadcrumbs
            tone="dark"
            trail={[
              { name: 'Services', path: '/services' },
              { name: 'Service appointment', path },
            ]}
          />
        }
      />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:gap-10">
        <aside aria-labelledby="first-free-heading" className="lg:order-2">
          <Card className="p-5 sm:p-8">
            <h2 id="first-free-heading" className="text-2xl font-extrabold tracking-tight">
              First free drop-off
            </h2>
            <p className="mt-3 text-lg" data-testid="first-free">
              {soonest ? (
                <>
                  <strong>{formatRequestDate(soonest.date)}</strong>, {soonest.label}
                  <span className="block text-sm text-muted">for a {soonest.job.name.toLowerCase()}</span>
                </>
              ) : (
                `Fully booked for now: call us on ${dealer.phone.display}.`
              )}
            </p>
            <h3 className="mt-6 font-bold">Service hours</h3>
            <div className="mt-2 text-sm">
              <HoursList hours={serviceHours} />
            </div>
            <p className="mt-4 text-sm text-muted">
              Labour from {usd(serviceFigures.labourFromPerHour)}/hour. We ask before any work beyond the job
              you book, with an estimate you approve line by line.
            </p>
          </Card>
        </aside>
        <section id="job" aria-labelledby="job-heading" className="scroll-mt-24 lg:order-1">
          <Card className="p-5 sm:p-8">
            <h2 id="job-heading" className="text-2xl font-extrabold tracking-tight">
              1. The job
            </h2>
            <div className="mt-5">
              <JobChoice
                jobs={page.jobs}
                chosen={chosen?.id}
                error={page.unknownJob ? 'Choose a job from our list of services' : undefined}
              />
            </div>
          </Card>
        </section>
        {chosen && (
          <section
            id="slots"
            aria-labelledby="slots-heading"
            className="scroll-mt-24 lg:order-3 lg:col-span-2"
          >
            <Card className="p-5 sm:p-8">
              <h2 id="slots-heading" className="text-2xl font-extrabold tracking-tight">
                2. Your drop-off: {chosen.name}
              </h2>
              <div className="mt-5">
                {page.days.length > 0 ? (
                  <ServiceBookingForm
                    job={chosen.id}
                    days={page.days}
                    submissionKey={page.submissionKey}
                    textsOffered={smsConfigured()}
                    later={later}
                  />
                ) : (
                  <>
                    <p>No drop-off has room for this job this week.</p>
                    {later && (
                      <a
                        href={later.href}
                        className="mt-3 inline-block font-semibold text-brand-800 underline"
                      >
                        {later.label}
                      </a>
                    )}
                  </>
                )}
              </div>
            </Card>
          </section>
        )}
      </Container>
    </>
  );
}

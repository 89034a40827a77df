import { dealer } from '@/content/dealer';
import { BookPageFrame, BookedAlready, BookingStep } from '@/features/bookings/components/booking-page';
import { queryReader } from '@/features/bookings/components/booking-routes';
import { formatRequestDate } from '@/features/requests/request-dates';
import { metadataFor } from '@/features/seo/server/site-metadata';
import { FirstFreeDropOff } from '@/features/service/components/first-free-drop-off';
import { JobChoice } from '@/features/service/components/job-choice';
import { ServiceBookingForm } from '@/features/service/components/service-booking-form';
import { serviceBookingPageData } from '@/features/service/server/booking-page';
import { smsConfigured } from '@/server/sms/twilio-sender';

const path = '/services/appointment';

export const metadata = metadataFor({
  title: 'Book a Golf Cart Service Appointment',
  description: `Book a golf cart service drop-off at ${dealer.name}: choose the job and a window on a day with room, and get your reference and ready time at once.`,
  path,
  keywords: ['golf cart service appointment', 'golf cart repair booking', 'book golf cart service'],
});

/** The service booking page: the job, then the days with room, then the window and the details. */
export default async function ServiceAppointmentPage({ searchParams }: PageProps<'/services/appointment'>) {
  const query = await searchParams;
  const page = await serviceBookingPageData(queryReader(query), {
    another: typeof query.another === 'string' ? query.another : undefined,
  });
  const { chosen } = page;
  const weekLink = (from: string | undefined, label: string, named = from) =>
    chosen && from && named
      ? {
          href: `${path}?job=${encodeURIComponent(chosen.id)}&from=${from}#slots`,
          label: `${label}, from ${formatRequestDate(named)}`,
        }
      : undefined;
  const later = weekLink(page.laterFrom, 'Later dates', page.laterFirstFree);
  const earlier = weekLink(page.earlierFrom, 'Earlier dates', page.earlierFirstFree);
  return (
    <BookPageFrame
      title="Book a Service Appointment"
      lead="Choose the job and see the days our workshop has room for it. Booked at once, with the time your cart is promised ready."
      section={{ name: 'Services', path: '/services' }}
      crumb={{ name: 'Service appointment', path }}
    >
      <FirstFreeDropOff soonest={page.soonest} />
      <BookingStep id="job" headingId="job-heading" title="1. The job" className="scroll-mt-24 lg:order-1">
        <JobChoice
          jobs={page.jobs}
          chosen={chosen?.id}
          error={page.unknownJob ? 'Choose a job from our list of services' : undefined}
        />
      </BookingStep>
      {chosen && (
        <BookingStep
          id="slots"
          headingId="slots-heading"
          title={`2. Your drop-off: ${chosen.name}`}
          className="scroll-mt-24 lg:order-3 lg:col-span-2"
        >
          {page.bookedAlready ? (
            <BookedAlready
              booked={page.bookedAlready}
              anotherHref={`${path}?${new URLSearchParams({ job: chosen.id, from: page.from, another: page.submissionKey }).toString()}#slots`}
            />
          ) : page.days.length > 0 ? (
            <ServiceBookingForm
              job={chosen.id}
              jobName={chosen.name}
              days={page.days}
              submissionKey={page.submissionKey}
              textsOffered={smsConfigured()}
              later={later}
              earlier={earlier}
            />
          ) : (
            <>
              <p>No drop-off has room for this job this week.</p>
              {later && (
                <a href={later.href} className="mt-3 inline-block font-semibold text-brand-800 underline">
                  {later.label}
                </a>
              )}
            </>
          )}
        </BookingStep>
      )}
    </BookPageFrame>
  );
}

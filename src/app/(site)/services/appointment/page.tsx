import { dealer, serviceHours } from '@/content/dealer';
import { rangeText, serviceFigures, usd } from '@/content/policy-figures';
import { EnquiryForm } from '@/features/leads/components/enquiry-form';
import { RequestPage } from '@/features/leads/components/request-forms/request-page';
import { serviceAppointmentSpec } from '@/features/leads/components/request-forms/request-specs';
import { requestFormState } from '@/features/leads/request-form-state';
import { readEnquiryDraft } from '@/features/leads/server/enquiry-drafts';
import { HoursList } from '@/features/places/components/hours-list';
import { dealerToday } from '@/features/requests/request-dates';
import { metadataFor } from '@/features/seo/server/site-metadata';

const path = '/services/appointment';

export const metadata = metadataFor({
  title: 'Book a Golf Cart Service Appointment',
  description: `Request a service appointment at ${dealer.name}: tell us the cart and what needs attention, pick a day and time window, and choose drop-off or pick-up at home.`,
  path,
  keywords: ['golf cart service appointment', 'golf cart repair booking', 'mobile golf cart service'],
});

export default async function ServiceAppointmentPage({ searchParams }: PageProps<'/services/appointment'>) {
  const { draft: draftId } = await searchParams;
  const draft = typeof draftId === 'string' ? await readEnquiryDraft(draftId) : undefined;
  const today = dealerToday();
  const { values, errors } = requestFormState('service', {}, draft, today);
  return (
    <RequestPage
      title="Book a Service Appointment"
      lead={`Tell us about the cart and when suits you. Our service team confirms the appointment ${dealer.responseTime.promise}.`}
      crumbs={[
        { name: 'Services', path: '/services' },
        { name: 'Service appointment', path },
      ]}
      formTitle="Your appointment request"
      form={<EnquiryForm request={serviceAppointmentSpec(today)} defaults={values} initialErrors={errors} />}
      asideTitle="Service hours"
      aside={
        <div className="grid gap-5 text-sm">
          <HoursList hours={serviceHours} />
          <p className="text-muted">
            Labour from {usd(serviceFigures.labourFromPerHour)}/hour; most repairs are done within{' '}
            {rangeText(serviceFigures.turnaroundHours)} hours.
          </p>
        </div>
      }
    />
  );
}

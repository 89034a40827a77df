import { CallButton } from '@/components/layout/call-button';
import { PageHero } from '@/components/layout/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { rangeText, serviceFigures, usd } from '@/content/policy-figures';
import { reviewsAbout } from '@/content/reviews';
import { serviceSteps, services } from '@/content/services';
import { CustomerReviews } from '@/features/company/components/customer-reviews';
import { ServiceCard } from '@/features/company/components/service-card';
import { scenePathByIndex } from '@/features/inventory/vehicle-images';
import { HoursList } from '@/features/places/components/hours-list';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { metadataFor } from '@/features/seo/server/site-metadata';
import { serviceAppointmentHref } from '@/lib/request-links';

const turnaroundHours = rangeText(serviceFigures.turnaroundHours);

export function generateMetadata() {
  return metadataFor({
    title: 'Golf Cart Service & Repair',
    description: `Golf cart maintenance, battery service, upgrades and warranty repairs at ${dealer.name}. Labour from ${usd(serviceFigures.labourFromPerHour)}/hour with a ${turnaroundHours} hour turnaround.`,
    path: '/services',
    keywords: [
      'golf cart service',
      'golf cart repair',
      'golf cart battery replacement',
      'golf cart lift kit',
      'golf cart warranty repair',
    ],
  });
}

export default function ServicesPage() {
  const bookHref = serviceAppointmentHref();
  return (
    <>
      <PageHero
        title="Golf Cart Service & Repair"
        lead={`Maintenance, battery work, custom upgrades and warranty repairs from technicians who work on electric carts every day. Labour from ${usd(serviceFigures.labourFromPerHour)}/hour.`}
        breadcrumbs={<Breadcrumbs tone="dark" trail={[{ name: 'Services', path: '/services' }]} />}
        backgroundImage={scenePathByIndex(3)}
        actions={
          <>
            <ButtonLink href={bookHref} variant="accent" size="lg">
              Book a Service
            </ButtonLink>
            <CallButton phone={dealer.phone} variant="inverse" size="lg" />
          </>
        }
      />
      <Section
        id="our-services"
        eyebrow="What we do"
        title="Four ways we look after your cart"
        tone="surface"
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </Section>
      <Section id="how-it-works" eyebrow="How it works" title="Service without the runaround">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <ol className="grid gap-5 sm:grid-cols-3 lg:grid-cols-1">
            {serviceSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="flex items-center gap-2 text-lg font-bold">
                    <Icon meaning={step.icon} className="size-5 text-brand-700" />
                    {step.title}
                  </h3>
                  <p className="mt-1 text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <Card className="p-6 sm:p-8">
            <h3 className="text-xl font-bold">Service hours</h3>
            <HoursList hours={dealer.serviceHours} className="mt-4 text-base" />
            <p className="mt-5 text-sm text-muted">
              Outside these hours, leave a message and we will call you back on the next service day.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink href={bookHref} variant="primary">
                Request an appointment
              </ButtonLink>
              <CallButton phone={dealer.phone} variant="secondary" label="Call" />
            </div>
          </Card>
        </div>
      </Section>
      <CustomerReviews reviews={reviewsAbout('service')} title="What service customers say" tone="surface" />
    </>
  );
}

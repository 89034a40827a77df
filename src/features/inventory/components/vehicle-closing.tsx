import { CallButton } from '@/components/layout/call-button';
import { ButtonLink, ExternalLink } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { IconCardGrid } from '@/components/ui/icon-card-grid';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';
import { vehicleWhyChoose } from '@/content/brand-pages';
import { dealer, partnerVehicleUrl } from '@/content/dealer';

/** The template's partner dealer section: the maker's partner page in a new tab, and a test drive. */
export function PartnerSection({ vehicleId, vehicleName }: { vehicleId: string; vehicleName: string }) {
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-xl font-bold">See {vehicleName} at our partner dealer</h2>
        <p className="mt-1 text-muted">
          Full manufacturer details, colours and options on our partner dealer&apos;s page.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <ExternalLink href={partnerVehicleUrl(vehicleId)} className={buttonClasses('secondary')}>
          Partner dealer page <Icon name="external-link" className="size-4" />
        </ExternalLink>
        <SalesEnquiryButton vehicleId={vehicleId} topic="test-drive">
          Schedule Test Drive
        </SalesEnquiryButton>
      </div>
    </Card>
  );
}

export function WhyChooseUs({ vehicleName }: { vehicleName: string }) {
  return (
    <section aria-labelledby="why-choose-heading" className="py-14 sm:py-16">
      <h2 id="why-choose-heading" className="text-3xl font-extrabold tracking-tight">
        Why choose {dealer.name} for your {vehicleName}
      </h2>
      <div className="mt-8">
        <IconCardGrid items={vehicleWhyChoose} />
      </div>
    </section>
  );
}

/** "Interested in this vehicle?": the closing call and contact card of every vehicle page. */
export function InterestedCard({
  vehicleId,
  vehicleName,
  tollFree,
}: {
  vehicleId: string;
  vehicleName: string;
  tollFree: boolean;
}) {
  return (
    <section
      aria-labelledby="interested-heading"
      className="rounded-card bg-brand-900 p-8 text-white sm:p-10"
    >
      <h2 id="interested-heading" className="text-3xl font-extrabold tracking-tight">
        Interested in this vehicle?
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-white/85">
        Ask about {vehicleName}: availability, delivery, trade-ins and financing. We answer{' '}
        {dealer.responseTime.promise}, {dealer.responseTime.typical}.
      </p>
      <div className="mt-6 flex flex-wrap gap-3" data-page-actions="">
        <SalesEnquiryButton vehicleId={vehicleId} variant="accent" size="lg">
          Contact Sales Team
        </SalesEnquiryButton>
        <ButtonLink href="/inventory" variant="inverse" size="lg">
          View More Vehicles
        </ButtonLink>
        <CallButton
          phone={tollFree ? dealer.tollFreePhone : dealer.phone}
          label="Call"
          variant="inverse"
          size="lg"
        />
      </div>
    </section>
  );
}

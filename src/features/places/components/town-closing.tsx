import { CallButton } from '@/components/layout/call-button';
import { ButtonLink } from '@/components/ui/button';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';
import { Section } from '@/components/ui/section';
import type { DealerLocation } from '@/content/dealer';
import type { Municipality } from '@/content/municipalities';

/** The last word on a town page: call the nearest showroom, rent or ask. */
export function TownClosing({ town, showroom }: { town: Municipality; showroom: DealerLocation }) {
  return (
    <Section id="town-contact" title={`Ready to ride in ${town.name}?`} tone="brand">
      <p className="-mt-4 max-w-2xl text-lg text-white/85">
        Call us to talk through models, prices and delivery to {town.name}, book a rental for your dates, or
        send a question and we will get back to you.
      </p>
      <div className="mt-8 flex flex-wrap gap-3" data-page-actions="">
        <CallButton phone={showroom.phone} size="lg" />
        <ButtonLink href={`/${town.slug}/rentals`} variant="inverse" size="lg">
          Rent a cart in {town.name}
        </ButtonLink>
        <SalesEnquiryButton municipality={town.slug} topic="quote" variant="inverse" size="lg">
          Request a quote
        </SalesEnquiryButton>
      </div>
    </Section>
  );
}

import { CallButton } from '@/components/layout/call-button';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { enquiryHref } from '@/lib/enquiry-link';

/** The home page's closing call to write or ring, with the promise of an answer. */
export function TalkToOurTeam() {
  return (
    <Section id="contact" tone="surface">
      <Card className="flex flex-col gap-6 p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 className="text-3xl font-extrabold tracking-tight">Talk to our team</h2>
          <p className="mt-2 max-w-xl text-lg text-muted">
            Questions about a cart, a rental or a repair? Send us a message and we reply{' '}
            {dealer.responseTime.promise}, {dealer.responseTime.typical}.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={enquiryHref({})} size="lg">
            Contact Us
          </ButtonLink>
          <CallButton phone={dealer.phone} size="lg" />
        </div>
      </Card>
    </Section>
  );
}

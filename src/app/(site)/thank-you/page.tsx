import { CallButton } from '@/components/layout/call-button';
import { PageHero } from '@/components/layout/page-hero';
import { Icon } from '@/components/ui/icon';
import { dealer } from '@/content/dealer';
import {
  EnquiryRecapSection,
  KeepExploringSection,
  NextStepsSection,
  PennsylvaniaShowroomsSection,
} from '@/features/leads/components/thank-you-sections';
import { enquiryRecap } from '@/features/leads/server/enquiry-recap';
import { metadataFor } from '@/features/seo/server/site-metadata';
import { normaliseLeadReference } from '@/lib/lead-reference';

// Reached only after sending the form, so it is kept out of search results and the sitemap.
export function generateMetadata() {
  return metadataFor({
    title: 'Thank You',
    description: `Thank you for contacting ${dealer.name}. We will reply ${dealer.responseTime.promise}, ${dealer.responseTime.typical}.`,
    path: '/thank-you',
    noIndex: true,
  });
}

export default async function ThankYouPage({ searchParams }: PageProps<'/thank-you'>) {
  const { ref, key } = await searchParams;
  const recap = await enquiryRecap(
    typeof ref === 'string' ? normaliseLeadReference(ref) : undefined,
    typeof key === 'string' ? key : undefined,
  );
  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <Icon name="circle-check" className="size-5" />
            Message sent
          </span>
        }
        title="Thank You! We Received Your Message"
        lead={`We will get back to you ${dealer.responseTime.promise}, ${dealer.responseTime.typical}. Need an answer sooner? Give us a call.`}
        actions={<CallButton phone={dealer.phone} size="lg" />}
      />
      {recap && <EnquiryRecapSection recap={recap} />}
      <NextStepsSection />
      <PennsylvaniaShowroomsSection />
      <KeepExploringSection />
    </>
  );
}

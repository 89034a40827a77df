import { headers } from 'next/headers';

import { PageHero } from '@/components/layout/page-hero';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { ContactDetails } from '@/features/company/components/contact-details';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { EnquiryForm } from '@/features/leads/components/enquiry-form';
import { EnquirySummary } from '@/features/leads/components/enquiry-summary';
import { enquiryFormState, enquirySummary } from '@/features/leads/enquiry-form-state';
import { describeEnquiry, enquiryHeading, parseEnquiryContext } from '@/features/leads/enquiry-subject';
import { readEnquiryDraft } from '@/features/leads/server/enquiry-drafts';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import { metadataFor, siteUrl } from '@/features/seo/server/site-metadata';

export function generateMetadata() {
  return metadataFor({
    title: 'Contact Us',
    description: `Contact ${dealer.name}: call ${dealer.phone.display}, e-mail us or send a message about sales, service, parts or rentals. We reply ${dealer.responseTime.promise}.`,
    path: '/contact',
    keywords: [
      'contact golf cart dealer',
      'golf cart quote',
      'golf cart test drive',
      'golf cart rental reservation',
    ],
  });
}

/** The path of the page on this site that linked here, when the browser says so. */
async function referrerPath(): Promise<string | undefined> {
  const referer = (await headers()).get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const site = new URL(siteUrl('/'));
    const sameSite = url.host === (await headers()).get('host') || url.host === site.host;
    return sameSite && url.pathname !== '/contact' ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

export default async function ContactPage({ searchParams }: PageProps<'/contact'>) {
  const query = await searchParams;
  // A rejected post without JavaScript comes back with a draft id; its typed values (and the
  // context it was about) are read on the server, never from the address.
  const draftId = typeof query.draft === 'string' ? query.draft : undefined;
  const draft = draftId ? await readEnquiryDraft(draftId) : undefined;
  const source = draft ?? query;
  const context = parseEnquiryContext(source);
  const vehicle = context.vehicleId ? await findVehicle(context.vehicleId) : undefined;
  const subject = describeEnquiry(context, vehicle?.name);
  const { values, errors } = enquiryFormState(source, subject, await referrerPath(), Boolean(draft));
  return (
    <>
      <PageHero
        title="Contact Us"
        lead={`Questions about a cart, a rental or a repair? Send us a message and we will reply ${dealer.responseTime.promise}, ${dealer.responseTime.typical}.`}
        breadcrumbs={<Breadcrumbs tone="dark" trail={[{ name: 'Contact', path: '/contact' }]} />}
      />
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-12">
        <section id="enquiry-form" aria-labelledby="enquiry-form-heading">
          <Card className="p-6 sm:p-8">
            <h2 id="enquiry-form-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {enquiryHeading(subject)}
            </h2>
            <div className="mt-5 empty:hidden">
              <EnquirySummary parts={enquirySummary(subject)} />
            </div>
            <div className="mt-6">
              <EnquiryForm defaults={values} initialErrors={errors} />
            </div>
          </Card>
        </section>
        <aside aria-labelledby="contact-details-heading">
          <Card className="p-6 sm:p-8 lg:sticky lg:top-24">
            <h2 id="contact-details-heading" className="text-2xl font-extrabold tracking-tight">
              Contact Details
            </h2>
            <div className="mt-6">
              <ContactDetails />
            </div>
          </Card>
        </aside>
      </Container>
    </>
  );
}

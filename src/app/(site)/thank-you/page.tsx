import Link from 'next/link';
import { ArrowRight, CheckCircle2 } from 'lucide-react';

import { LocationCard } from '@/components/company/location-card';
import { CallButton } from '@/components/layout/call-button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/ui/section';
import { dealer, locationById } from '@/content/dealer';
import { nextSteps, thankYouLinks } from '@/content/thank-you';
import { metadataFor } from '@/server/site-metadata';

// Reached only after sending the form, so it is kept out of search results and the sitemap.
export function generateMetadata() {
  return metadataFor({
    title: 'Thank You',
    description: `Thank you for contacting ${dealer.name}. We will reply ${dealer.responseTime.promise}, ${dealer.responseTime.typical}.`,
    path: '/thank-you',
    noIndex: true,
  });
}

export default function ThankYouPage() {
  const pennsylvania = [locationById('hatfield-pa'), locationById('pocono-pines-pa')];
  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            Message sent
          </span>
        }
        title="Thank You! We Received Your Message"
        lead={`We will get back to you ${dealer.responseTime.promise}, ${dealer.responseTime.typical}. Need an answer sooner? Give us a call.`}
        actions={<CallButton size="lg" />}
      />
      <Section id="next-steps" eyebrow="What happens next" title="Three simple steps">
        <ol className="grid gap-5 md:grid-cols-3">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="rounded-card border border-line bg-surface p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-1 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section
        id="pennsylvania"
        eyebrow="Also near you"
        title="Our Pennsylvania showrooms"
        lead="Shopping from Pennsylvania? Our Hatfield and Pocono Pines teams can help too."
        tone="surface"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {pennsylvania.map((location) => (
            <li key={location.id} className="flex">
              <LocationCard location={location} variant="compact" />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="keep-exploring" eyebrow="While you wait" title="Keep exploring">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {thankYouLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="group flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card hover:border-brand-600"
              >
                <span className="inline-flex items-center gap-1 text-lg font-bold text-brand-800">
                  {link.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 text-sm text-muted">{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

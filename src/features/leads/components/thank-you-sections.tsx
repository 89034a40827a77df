/** The thank-you page's sections, after the enquiry is stored: what was asked, what happens next. */
import Link from 'next/link';

import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { locationById } from '@/content/dealer';
import { nextSteps, thankYouLinks } from '@/content/thank-you';
import { LocationCard } from '@/features/places/components/location-card';

import type { EnquiryRecap } from '../server/enquiry-recap';

/** What the visitor asked for, a request's figures, and the reference to quote on the phone. */
export function EnquiryRecapSection({ recap }: { recap: EnquiryRecap }) {
  return (
    <Section id="your-request" eyebrow="Your request" title="What you asked us">
      <div className="grid gap-6 md:grid-cols-[1fr_auto] md:items-center">
        {recap.parts.length > 0 ? (
          <ul className="space-y-2 text-lg">
            {recap.parts.map((part) => (
              <li key={part} className="flex items-start gap-3">
                <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-brand-700" />
                {part}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg">Your message is with our team.</p>
        )}
        {recap.details.length > 0 && (
          <div className="grid gap-4 md:col-start-1">
            <dl className="grid gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-5 sm:grid-cols-[auto_1fr]">
              {recap.details.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-muted">{label}</dt>
                  <dd className="tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            {recap.costsLess && (
              <p className="rounded-card border border-brand-200 bg-brand-50 p-4 font-semibold text-brand-900">
                {recap.costsLess}
              </p>
            )}
          </div>
        )}
        <div className="rounded-card border-2 border-dashed border-brand-700 bg-brand-50 p-6 text-center">
          <p className="text-sm font-semibold text-muted">Your reference</p>
          <p className="mt-1 font-mono text-4xl font-extrabold tracking-widest text-brand-900">
            {recap.reference}
          </p>
          <p className="mt-2 max-w-56 text-sm text-muted">
            Quote it if you call us: we find your message at once.
          </p>
        </div>
      </div>
    </Section>
  );
}

/** The three steps from here to an answer. */
export function NextStepsSection() {
  return (
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
  );
}

/** The Pennsylvania showrooms, for a visitor writing from across the river. */
export function PennsylvaniaShowroomsSection() {
  const pennsylvania = [locationById('hatfield-pa'), locationById('pocono-pines-pa')];
  return (
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
  );
}

/** Where to go while waiting for the answer. */
export function KeepExploringSection() {
  return (
    <Section id="keep-exploring" eyebrow="While you wait" title="Keep exploring">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {thankYouLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="group flex h-full flex-col card p-5 hover:border-brand-600">
              <span className="inline-flex items-center gap-1 text-lg font-bold text-brand-800">
                {link.label}
                <Icon
                  name="arrow-right"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1 text-sm text-muted">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

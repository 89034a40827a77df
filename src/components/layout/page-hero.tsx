import type { ReactNode } from 'react';

import { Backdrop } from '@/components/ui/picture';
import { Container } from '@/components/ui/section';

/**
 * The top of an inner page: dark brand band with an optional drawn scene behind it, the page's
 * one h1, a lead paragraph and the page's main actions.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  breadcrumbs,
  backgroundImage,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** The trail to this page (features/seo's Breadcrumbs, which also writes its structured data). */
  breadcrumbs?: ReactNode;
  /** Site path of a decorative background (a drawn scene). */
  backgroundImage?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      {backgroundImage && <Backdrop src={backgroundImage} />}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/95 via-brand-950/85 to-brand-950/50"
      />
      <Container className="py-10 sm:py-20">
        {breadcrumbs && <div className="mb-6">{breadcrumbs}</div>}
        {eyebrow && <div className="mb-3 eyebrow text-accent-300">{eyebrow}</div>}
        <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {lead && <p className="mt-5 max-w-2xl text-lg text-white/85 sm:text-xl">{lead}</p>}
        {actions && (
          <div className="mt-8 flex flex-wrap gap-3" data-page-actions="">
            {actions}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}

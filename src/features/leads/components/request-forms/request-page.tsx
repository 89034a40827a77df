import type { ReactNode } from 'react';

import { PageHero } from '@/components/layout/page-hero';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';
import type { Crumb } from '@/features/seo/structured-data';

/** The frame of every request page: the hero, the form in a card, and what to know beside it. */
export function RequestPage({
  title,
  lead,
  crumbs,
  formTitle,
  intro,
  form,
  asideTitle,
  aside,
}: {
  title: string;
  lead: string;
  crumbs: readonly Crumb[];
  formTitle: string;
  /** Above the form, e.g. the cart the request is about. */
  intro?: ReactNode;
  form: ReactNode;
  asideTitle: string;
  aside: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={lead} breadcrumbs={<Breadcrumbs tone="dark" trail={crumbs} />} />
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-12">
        <section id="request-form" aria-labelledby="request-form-heading" className="scroll-mt-24">
          <Card className="p-6 sm:p-8">
            <h2 id="request-form-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {formTitle}
            </h2>
            {intro && <div className="mt-5">{intro}</div>}
            <div className="mt-6">{form}</div>
          </Card>
        </section>
        <aside aria-labelledby="request-aside-heading">
          <Card className="p-6 sm:p-8 lg:sticky lg:top-24">
            <h2 id="request-aside-heading" className="text-2xl font-extrabold tracking-tight">
              {asideTitle}
            </h2>
            <div className="mt-6">{aside}</div>
          </Card>
        </aside>
      </Container>
    </>
  );
}

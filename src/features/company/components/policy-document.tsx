import type { ReactNode } from 'react';

import { PageHero } from '@/components/layout/page-hero';
import { Container } from '@/components/ui/section';
import { policyEffectiveDate, type Policy, type PolicyBlock } from '@/content/policies';
import { Breadcrumbs } from '@/features/seo/components/breadcrumbs';

import { headingAnchors } from '../heading-anchor';

/** Pages with at least this many sections get a table of contents. */
const tocThreshold = 5;
const contactAnchor = 'policy-contact';

/** "January 23, 2025" as "2025-01-23" for <time dateTime>. */
function isoDate(text: string): string {
  const date = new Date(text);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function BlockBody({ block }: { block: PolicyBlock }) {
  return (
    <>
      {block.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-ink/90">
          {paragraph}
        </p>
      ))}
      {block.items && (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink/90 marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * One policy page: the hero with the page's h1 and effective date, a table of contents on long
 * pages, the intro, optional highlights, every section (h2) and subsection (h3), and the contact box.
 */
export function PolicyDocument({
  policy,
  highlights,
  contact,
}: {
  policy: Policy;
  /** Shown between the intro and the first section (e.g. the staffing report's figures). */
  highlights?: ReactNode;
  /** The contact box closing the page; its own heading is an h2. */
  contact: ReactNode;
}) {
  const anchors = headingAnchors([...policy.sections.map((section) => section.heading), contactAnchor]);
  const showToc = policy.sections.length >= tocThreshold;
  return (
    <>
      <PageHero
        title={policy.title}
        breadcrumbs={<Breadcrumbs tone="dark" trail={[{ name: policy.title, path: policy.path }]} />}
      >
        <p className="mt-5 inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-white ring-1 ring-white/25">
          Effective date:&nbsp;<time dateTime={isoDate(policyEffectiveDate)}>{policyEffectiveDate}</time>
        </p>
      </PageHero>
      <Container className="py-12 sm:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        {showToc && (
          <nav
            aria-labelledby="policy-toc-heading"
            className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:self-start"
          >
            <div className="rounded-card border border-line bg-surface p-5">
              <h2 id="policy-toc-heading" className="eyebrow text-brand-800">
                On this page
              </h2>
              <ol className="mt-3 space-y-1.5 text-sm">
                {policy.sections.map((section, index) => (
                  <li key={anchors[index]}>
                    <a
                      href={`#${anchors[index]}`}
                      className="text-muted underline-offset-4 hover:text-brand-800 hover:underline"
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
                <li>
                  <a
                    href={`#${contactAnchor}`}
                    className="text-muted underline-offset-4 hover:text-brand-800 hover:underline"
                  >
                    Contact us
                  </a>
                </li>
              </ol>
            </div>
          </nav>
        )}
        <article className={`max-w-3xl ${showToc ? '' : 'lg:col-span-2'}`}>
          <p className="text-lg leading-relaxed text-ink">{policy.intro}</p>
          {highlights}
          {policy.sections.map((section, index) => (
            <section key={anchors[index]} aria-labelledby={anchors[index]} className="mt-12">
              <h2 id={anchors[index]} className="text-2xl font-extrabold tracking-tight">
                {section.heading}
              </h2>
              <BlockBody block={section} />
              {section.subsections?.map((subsection) => (
                <div key={subsection.heading} className="mt-6">
                  <h3 className="text-lg font-bold">{subsection.heading}</h3>
                  <BlockBody block={subsection} />
                </div>
              ))}
            </section>
          ))}
          <div id={contactAnchor} className="mt-14">
            {contact}
          </div>
        </article>
      </Container>
    </>
  );
}

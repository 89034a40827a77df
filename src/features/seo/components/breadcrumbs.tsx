import Link from 'next/link';

import { JsonLd } from '@/features/seo/components/json-ld';
import { breadcrumbList, type Crumb } from '@/features/seo/structured-data';
import { siteOrigin } from '@/features/seo/server/site-metadata';

/** The visible trail and its BreadcrumbList structured data, from one list. */
export function Breadcrumbs({
  crumbs,
  tone = 'light',
}: {
  crumbs: readonly Crumb[];
  tone?: 'light' | 'dark';
}) {
  const linkClass = tone === 'dark' ? 'text-white/80 hover:text-white' : 'text-muted hover:text-brand-800';
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {last ? (
                  <span
                    aria-current="page"
                    className={tone === 'dark' ? 'font-semibold text-white' : 'font-semibold text-ink'}
                  >
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link href={crumb.path} className={`underline-offset-4 hover:underline ${linkClass}`}>
                      {crumb.name}
                    </Link>
                    <span aria-hidden="true" className={tone === 'dark' ? 'text-white/50' : 'text-muted'}>
                      /
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(siteOrigin(), crumbs)} />
    </>
  );
}

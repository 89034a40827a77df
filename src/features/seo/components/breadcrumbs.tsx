import { IntentLink } from '@/components/ui/intent-link';

import { siteOrigin } from '../server/site-metadata';
import { breadcrumbList, type Crumb } from '../structured-data';
import { JsonLd } from './json-ld';

const home: Crumb = { name: 'Home', path: '/' };

/** The visible trail from Home and its BreadcrumbList structured data, from one list. */
export function Breadcrumbs({
  trail,
  tone = 'light',
}: {
  /** The pages after Home, ending with this one. */
  trail: readonly Crumb[];
  tone?: 'light' | 'dark';
}) {
  const crumbs = [home, ...trail];
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
                    <IntentLink
                      href={crumb.path}
                      className={`underline-offset-4 hover:underline ${linkClass}`}
                    >
                      {crumb.name}
                    </IntentLink>
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

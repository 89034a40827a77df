import Link from 'next/link';

import { siteUrl } from '@/features/seo/server/site-metadata';

import { compareHref } from '../../compare';

/** The comparison's own address, to send to someone or open on another device. */
export function ShareComparison({ ids }: { ids: readonly string[] }) {
  const href = compareHref(ids);
  return (
    <section aria-labelledby="compare-share-heading" className="card p-5 sm:p-6">
      <h2 id="compare-share-heading" className="text-xl font-bold">
        Share this comparison
      </h2>
      <p className="mt-1 text-muted">
        This address opens the same comparison on any device, no account needed.
      </p>
      <p className="mt-4 break-all">
        <Link href={href} prefetch={false} className="link-prose">
          {siteUrl(href)}
        </Link>
      </p>
    </section>
  );
}

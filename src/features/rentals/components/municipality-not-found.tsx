import Link from 'next/link';

import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { municipalitiesInRegion, regions, type RegionId } from '@/content/municipalities';

const regionOrder: readonly RegionId[] = ['jersey-shore', 'somerset-county'];

/**
 * A rental page for a town we do not know: say so, and offer the towns we do serve. The proxy
 * has already set the 404 status (src/proxy.ts).
 */
export function MunicipalityNotFound() {
  return (
    <Container className="py-20 sm:py-28">
      <div className="text-center">
        <p className="eyebrow text-brand-700">Error 404</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">Municipality not found</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
          We don&apos;t have a rental page for that town. Our rental plans are the same everywhere we deliver:
          see them all, or pick your town below.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/rentals" variant="primary" size="lg">
            See all rental plans
          </ButtonLink>
          <ButtonLink href="/" variant="secondary" size="lg">
            Back to Home
          </ButtonLink>
        </div>
      </div>
      <div className="mx-auto mt-14 grid max-w-5xl gap-10 md:grid-cols-2">
        {regionOrder.map((regionId) => (
          <nav key={regionId} aria-label={`${regions[regionId].name} rental pages`}>
            <h2 className="text-lg font-bold">{regions[regionId].name}</h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm">
              {municipalitiesInRegion(regionId).map((town) => (
                <li key={town.slug}>
                  <Link
                    href={`/${town.slug}/rentals`}
                    className="text-brand-800 underline-offset-4 hover:underline"
                  >
                    {town.name} {town.type}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </Container>
  );
}

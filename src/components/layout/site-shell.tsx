import type { ReactNode } from 'react';

import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter, type SiteFooterProps } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/toaster';
import { dealer } from '@/content/dealer';
import { municipalitiesInRegion, municipalityTitle, regions, type RegionId } from '@/content/municipalities';

const footerRegionOrder: readonly RegionId[] = ['somerset-county', 'jersey-shore'];

/**
 * The footer's facts and town links, picked here so the client component gets them and none of the
 * rest; content, the same on every page, so worked out once.
 */
const footerContent: Omit<SiteFooterProps, 'year'> = {
  dealer: {
    name: dealer.name,
    legalName: dealer.legalName,
    tagline: dealer.tagline,
    phone: dealer.phone,
    email: dealer.email,
    address: dealer.locations[0]?.address,
    financingUrl: dealer.financingUrl,
  },
  areas: footerRegionOrder.map((regionId) => ({
    name: regions[regionId].name,
    towns: municipalitiesInRegion(regionId).map((place) => ({
      href: `/${place.slug}`,
      label: municipalityTitle(place),
    })),
  })),
};

/** The public site's frame: header, main content, footer, the toaster and scroll restoration. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader name={dealer.name} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter {...footerContent} year={new Date().getFullYear()} />
      <Toaster />
      <ScrollToTop />
    </>
  );
}

'use client';

import Link from 'next/link';

import { LogoMark } from '@/components/layout/logo-mark';
import { Address } from '@/components/ui/address';
import { ExternalLink } from '@/components/ui/button';
import { FoldMark } from '@/components/ui/fold';
import { Icon, IconLine } from '@/components/ui/icon';
import { PhoneLink } from '@/components/ui/phone-link';
import { PlainLinkList } from '@/components/ui/plain-link-list';
import { Container } from '@/components/ui/section';
import type { PhoneNumber, PostalAddress } from '@/content/dealer';
import { footerCompanyLinks, footerPolicyLinks, footerShopLinks, type NavItem } from '@/content/navigation';

function LinkList({
  title,
  links,
  className,
  foldAs,
}: {
  title: string;
  links: readonly NavItem[];
  className?: string;
  /** Folded on a phone behind "All 14 policies" (globals.css, .footer-area), open on a desktop. */
  foldAs?: string;
}) {
  return (
    <div className={className}>
      <h2>{title}</h2>
      {foldAs ? (
        <details className="footer-area group mt-2">
          <summary>
            All {links.length} {foldAs}
            <FoldMark />
          </summary>
          <PlainLinkList className="footer-links" links={links} />
        </details>
      ) : (
        <PlainLinkList className="footer-links" links={links} />
      )}
    </div>
  );
}

/** What the footer shows of the dealer profile and the service area, chosen on the server. */
export interface SiteFooterProps {
  dealer: {
    name: string;
    legalName: string;
    tagline: string;
    phone: PhoneNumber;
    email: string;
    address?: PostalAddress;
    financingUrl: string;
  };
  /** The service area's regions, each with its towns' links. */
  areas: readonly { name: string; towns: readonly NavItem[] }[];
  year: number;
}

// Footer links are plain links: no prefetch (eighty of them would compete with the page the
// visitor opens). A click loads the page whole, served from the response cache. A client
// component for the sake of page weight, not interactivity: the page's RSC payload carries the
// names and addresses above instead of the footer's whole element tree, which every page would
// otherwise repeat (docs/decisions/0013-page-weight.md).
export function SiteFooter({ dealer, areas, year }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <Container className="footer-columns">
        <div>
          <Link
            href="/"
            prefetch={false}
            className="flex items-center gap-2.5 text-xl font-extrabold hover:no-underline"
          >
            <LogoMark />
            {dealer.name}
          </Link>
          <p className="mt-4 max-w-sm text-sm text-white/80">{dealer.tagline}.</p>
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              <PhoneLink phone={dealer.phone} className="inline-flex items-center gap-2">
                <Icon name="phone" className="size-4 text-accent-300" />
                {dealer.phone.display}
              </PhoneLink>
            </li>
            <li>
              <a href={`mailto:${dealer.email}`} className="inline-flex items-center gap-2">
                <Icon name="mail" className="size-4 text-accent-300" />
                {dealer.email}
              </a>
            </li>
            {dealer.address && (
              <IconLine
                as="li"
                icon="map-pin"
                className="gap-2 text-white/85"
                iconClassName="size-4 text-accent-300"
              >
                <Address address={dealer.address} layout="inline" />
              </IconLine>
            )}
          </ul>
        </div>
        <LinkList title="Shop" links={footerShopLinks} />
        <div className="space-y-8">
          <LinkList title="Company" links={footerCompanyLinks} />
          <div>
            <h2>Financing</h2>
            <p className="mt-4 text-sm text-white/85">
              <ExternalLink href={dealer.financingUrl}>Apply for financing</ExternalLink>
            </p>
          </div>
        </div>
        {/* A long list: folded on a phone, two columns of it across a tablet, one on a desktop. */}
        <LinkList title="Policies" links={footerPolicyLinks} className="footer-policies" foldAs="policies" />
      </Container>
      <Container className="border-t border-white/15 py-10">
        <h2>Areas we serve</h2>
        {/* Fifty-six towns fill three phone screens: a phone shows each area folded, a desktop
            shows them open and no fold to work (globals.css, .footer-area). */}
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:gap-8">
          {areas.map((area) => (
            <div key={area.name}>
              <h3 className="font-semibold">{area.name}</h3>
              <details className="footer-area group">
                <summary>
                  All {area.towns.length} towns
                  <FoldMark />
                </summary>
                <PlainLinkList className="footer-towns" links={area.towns} />
              </details>
            </div>
          ))}
        </div>
      </Container>
      <Container className="border-t border-white/15 py-6 text-sm text-white/70">
        <p>
          © {year} {dealer.legalName}. All prices in US dollars; subject to availability.
        </p>
      </Container>
    </footer>
  );
}

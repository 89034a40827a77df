import Link from 'next/link';

import { CallButton } from '@/components/layout/call-button';
import { MainNav } from '@/components/layout/main-nav';
import { MobileDrawer } from '@/components/layout/mobile-drawer';
import { Container } from '@/components/ui/section';
import { dealer } from '@/content/dealer';

import { LogoMark } from './logo-mark';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <Link href="/" className="flex items-center gap-2.5 font-extrabold tracking-tight text-ink">
          <LogoMark />
          <span className="text-lg leading-tight sm:text-xl">{dealer.name}</span>
        </Link>
        <MainNav />
        <div className="flex items-center gap-2">
          <CallButton size="sm" className="hidden sm:inline-flex" />
          <a
            href={`tel:${dealer.phone.e164}`}
            className="inline-flex min-h-11 items-center rounded-full bg-accent-400 px-3 text-sm font-semibold text-ink sm:hidden"
          >
            Call Now <span className="sr-only">{dealer.phone.display}</span>
          </a>
          <MobileDrawer />
        </div>
      </Container>
    </header>
  );
}

import Link from 'next/link';

import { CallButton } from '@/components/layout/call-button';
import { MainNav } from '@/components/layout/main-nav';
import { MobileDrawer } from '@/components/layout/mobile-drawer';
import { PhoneLink } from '@/components/ui/phone-link';
import { Container } from '@/components/ui/section';
import { dealer } from '@/content/dealer';

import { LogoMark } from './logo-mark';
import { Icon } from '@/components/ui/icon';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      {/* On phones the call button gets a full-width bar of its own, so the number always fits. */}
      <PhoneLink
        phone={dealer.phone}
        className="flex min-h-10 items-center justify-center gap-2 bg-accent-400 px-4 text-sm font-semibold text-ink sm:hidden"
      >
        <Icon name="phone" className="size-4" />
        Call Now <span className="tabular-nums">{dealer.phone.display}</span>
      </PhoneLink>
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <Link href="/" className="flex min-w-0 items-center gap-2.5 font-extrabold tracking-tight text-ink">
          <LogoMark />
          <span className="truncate text-lg leading-tight sm:text-xl">{dealer.name}</span>
        </Link>
        <MainNav />
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <CallButton size="sm" />
          </div>
          <MobileDrawer />
        </div>
      </Container>
    </header>
  );
}

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
    <header className="site-header">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PhoneLink phone={dealer.phone} className="call-bar">
        <Icon name="phone" className="size-4" />
        Call Now <span className="tabular-nums">{dealer.phone.display}</span>
      </PhoneLink>
      <Container className="site-header-bar">
        <Link href="/" className="site-brand">
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

'use client';

import { CallButton } from '@/components/layout/call-button';
import { useDealerPhone } from '@/components/layout/dealer-phone';
import { LogoMark } from '@/components/layout/logo-mark';
import { MainNav } from '@/components/layout/main-nav';
import { MobileDrawer } from '@/components/layout/mobile-drawer';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';
import { PhoneLink } from '@/components/ui/phone-link';
import { Container } from '@/components/ui/section';

/**
 * The site's header. A client component for the sake of page weight, not interactivity: the
 * markup is the same, but the page's RSC payload carries one prop instead of the header's whole
 * element tree, which every page would otherwise repeat (docs/decisions/0013-page-weight.md). The
 * phone number comes from the root layout's `DealerPhoneProvider`.
 */
export function SiteHeader({ name }: { name: string }) {
  const phone = useDealerPhone();
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PhoneLink phone={phone} className="call-bar">
        <Icon name="phone" className="size-4" />
        Call Now <span className="tabular-nums">{phone.display}</span>
      </PhoneLink>
      <Container className="site-header-bar">
        <IntentLink href="/" className="site-brand">
          <LogoMark />
          <span className="text-lg leading-tight sm:text-xl">{name}</span>
        </IntentLink>
        <MainNav />
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <CallButton phone={phone} size="sm" />
          </div>
          <MobileDrawer phone={phone} />
        </div>
      </Container>
    </header>
  );
}

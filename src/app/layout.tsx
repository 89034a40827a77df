import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/toaster';
import { dealer } from '@/content/dealer';
import { env } from '@/env';

import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: dealer.name, template: `%s | ${dealer.name}` },
    applicationName: dealer.name,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#047857',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <body className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
        <ScrollToTop />
      </body>
    </html>
  );
}

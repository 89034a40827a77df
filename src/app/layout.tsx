import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { DealerPhoneProvider } from '@/components/layout/dealer-phone';
import { dealer, mainPhone } from '@/content/dealer';
import { env } from '@/env';

import '@/app/globals.css';

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
        <DealerPhoneProvider phone={mainPhone}>{children}</DealerPhoneProvider>
      </body>
    </html>
  );
}

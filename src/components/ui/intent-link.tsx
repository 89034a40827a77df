'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, PointerEvent } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

/**
 * A link that prefetches its page when the visitor reaches for it (pointer over it, or keyboard
 * focus on it), not when it scrolls into view. Every page draws the header's links and most a
 * breadcrumb trail: prefetched on sight, each page view asked the server to render seven or more
 * other pages twice over (the route tree and its metadata), fifteen requests and more for one page
 * a phone visitor reads. On intent, the click still finds the page prefetched.
 */
export function IntentLink({ href, onPointerEnter, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        router.prefetch(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
    />
  );
}

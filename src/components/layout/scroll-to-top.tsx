'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Every route change leaves the window at the top (spec section 2): once at once, and once more
 * after 10 ms for content that shifts the page as it streams in.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
    const timer = window.setTimeout(() => window.scrollTo(0, 0), 10);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}

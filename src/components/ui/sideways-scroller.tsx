'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A box that scrolls sideways (a wide table on a phone) and brings whatever takes the keyboard's
 * focus inside it fully into view. The browser scrolls a focused control only when it is wholly
 * out of sight: one cut off at the edge, or hidden under a sticky first column, stayed so. A sticky
 * column's width goes into `className` as scroll-padding (`scroll-pl-32`), which the scroll keeps clear.
 */
export function SidewaysScroller({
  region,
  className = '',
  children,
  ...rest
}: {
  /**
   * A named region that takes the focus itself, so the keyboard can scroll it where it holds
   * nothing focusable (axe's scrollable-region-focusable); none for a box of links and buttons.
   */
  region?: { 'aria-label': string } | { 'aria-labelledby': string };
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = box.current;
    if (!scroller) return;
    // Listened to, not a handler on the box: the box itself does nothing when focus moves.
    const bringIntoView = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target !== scroller)
        event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    scroller.addEventListener('focusin', bringIntoView);
    return () => scroller.removeEventListener('focusin', bringIntoView);
  }, []);
  return (
    <div
      {...(region ? { role: 'region', tabIndex: 0, ...region } : {})}
      {...rest}
      ref={box}
      className={`relative overflow-x-auto ${className}`}
    >
      {children}
    </div>
  );
}

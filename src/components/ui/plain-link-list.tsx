'use client';

import type { ComponentProps } from 'react';

import type { NavItem } from '@/content/navigation';

/**
 * A list of plain links: a click loads the page whole (from the response cache), nothing is
 * prefetched. A client component for the sake of page weight: the page's RSC payload carries the
 * addresses and labels instead of an element tree per link (docs/decisions/0013-page-weight.md).
 */
export function PlainLinkList({ links, ...props }: ComponentProps<'ul'> & { links: readonly NavItem[] }) {
  return (
    <ul {...props}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

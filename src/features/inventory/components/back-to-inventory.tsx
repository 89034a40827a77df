'use client';

import { useSyncExternalStore } from 'react';

import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';

import { lastInventoryKey } from '../last-inventory-search';

/** "Back to Inventory", to the list as the buyer left it (its filters and page) when known. */
export function BackToInventory({ className }: { className?: string }) {
  const href = useSyncExternalStore(
    () => () => undefined,
    () => {
      const last = sessionStorage.getItem(lastInventoryKey);
      return last?.startsWith('/inventory') ? last : '/inventory';
    },
    () => '/inventory',
  );
  return (
    <IntentLink href={href} className={className}>
      <Icon name="arrow-left" className="size-4" /> Back to Inventory
    </IntentLink>
  );
}

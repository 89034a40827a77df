'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether the page's scripts are running: false on the server and while the page is being brought
 * to life, true after. For words that promise what only a script does (a switch, details kept), so
 * a page without JavaScript never promises them.
 */
export function useScriptsRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

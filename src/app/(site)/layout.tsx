import { connection } from 'next/server';
import type { ReactNode } from 'react';

import { SiteShell } from '@/components/layout/site-shell';
import { LeadSourceCapture } from '@/features/leads/components/lead-source-capture';

/**
 * Public pages render on request, never at build time: they read the stock, which changes without
 * a rebuild. They are not rendered per visit: the response cache in front of Next keeps each page
 * until the stock changes (docs/decisions/0004-statuses-and-caching.md).
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <SiteShell>
      {children}
      <LeadSourceCapture />
    </SiteShell>
  );
}

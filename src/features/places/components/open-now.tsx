'use client';

import { useEffect, useState } from 'react';

import type { OpeningHours } from '@/content/dealer';
import { openingState, type OpeningState, type ZoneOffsets } from '@/lib/opening-hours';

/**
 * "Open now, until 5PM" or "Closed, opens tomorrow at 9AM", told by the visitor's browser at the
 * moment they look (pages are cached, so the server cannot say it). Without JavaScript the hours
 * beside it still say everything. The server hands it the dealer's time zone as offsets
 * (`dealerZoneOffsets`), so that coming alive costs the page no `Intl`.
 */
export function OpenNow({ hours, zone }: { hours: readonly OpeningHours[]; zone: ZoneOffsets }) {
  const [state, setState] = useState<OpeningState>();
  useEffect(() => {
    const update = () => setState(openingState(hours, new Date(), zone));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [hours, zone]);
  if (!state) return null;
  return (
    <p
      className={`flex items-center gap-2 text-sm font-semibold ${state.open ? 'text-brand-800' : 'text-muted'}`}
    >
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${state.open ? 'bg-brand-600' : 'bg-slate-400'}`}
      />
      {state.text}
    </p>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { sampleJobTypes } from '@/content/service-shop';

import type { JobType } from '../service-shop';
import { FreeDropOffs } from './free-drop-offs';

const job = (index: number): JobType => ({
  id: sampleJobTypes[index]!.id,
  name: sampleJobTypes[index]!.name,
  minutes: sampleJobTypes[index]!.minutes,
  priceCents: null,
  priceFrom: false,
  active: true,
  version: 1,
});

describe('FreeDropOffs, beside the caller booking form', () => {
  it("links to a job's days with room only when it has a free drop-off to offer", () => {
    const [open, full] = [job(0), job(1)];
    const html = renderToStaticMarkup(
      <FreeDropOffs
        jobs={[
          { job: open, firstFree: { date: '2030-01-08', windowId: 'morning', label: '8:00–10:00 AM' } },
          { job: full, firstFree: undefined },
        ]}
      />,
    );
    expect(html).toContain(`/services/appointment?job=${encodeURIComponent(open.id)}`);
    expect(html).toContain('nothing free in the next three months');
    expect(html).not.toContain(`?job=${encodeURIComponent(full.id)}`);
  });
});

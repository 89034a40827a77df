import { describe, expect, it } from 'vitest';

import { leadOrigin, leadOriginHeading } from './lead-origin';

describe('how a lead came in', () => {
  it('names the page of a visitor form, the API of a booking sent there, the staff area of a caller’s booking', () => {
    expect(leadOrigin('/vehicles/denago-ev-city')).toBe('the web form on /vehicles/denago-ev-city');
    expect(leadOrigin('/api/rentals/bookings')).toBe("the site's booking API (/api/rentals/bookings)");
    expect(leadOrigin('/admin/service/book')).toBe(
      'the staff area, booked for a caller (/admin/service/book)',
    );
    expect(leadOrigin(null)).toBe('the web form');
    expect(leadOriginHeading('/api/service/bookings')).toBe("The site's booking API (/api/service/bookings)");
  });
});

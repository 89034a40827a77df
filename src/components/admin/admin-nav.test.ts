import { describe, expect, it } from 'vitest';

import { isCurrentSection } from './admin-nav';

describe('the staff area section marked current', () => {
  it('is a section on its own page and on every page under it', () => {
    expect(isCurrentSection('/admin/leads', '/admin/leads')).toBe(true);
    expect(isCurrentSection('/admin/leads', '/admin/leads/4f1c')).toBe(true);
    expect(isCurrentSection('/admin/rentals', '/admin/rentals/fleet')).toBe(true);
  });

  it('is never a section whose address only begins another’s', () => {
    expect(isCurrentSection('/admin/leads', '/admin/leadsheet')).toBe(false);
    expect(isCurrentSection('/admin/service', '/admin/services')).toBe(false);
  });

  it('is the dashboard on the dashboard alone', () => {
    expect(isCurrentSection('/admin', '/admin')).toBe(true);
    expect(isCurrentSection('/admin', '/admin/leads')).toBe(false);
  });
});

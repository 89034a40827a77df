import { describe, expect, it } from 'vitest';

import { calendarFile } from './calendar-file';

const event = {
  id: 'R7K2QX-pickup',
  title: 'Golf cart pickup at Toms River',
  // Curly quotes, accents and a dash take two or three octets each, near where lines fold.
  description:
    'This time no longer stands: your booking’s page says where your job is — café, señora, Łukasz, naïve, “quoted”, and more text after it to fold twice over. 🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺🛺 👨‍👩‍👧 👨‍👩‍👧 👨‍👩‍👧',
  location: 'Toms River, NJ',
  startsMs: Date.UTC(2027, 6, 10, 13, 30),
  minutes: 30,
};

describe('a booking’s calendar file', () => {
  it('keeps every line within 75 octets, folded between characters, as RFC 5545 asks', () => {
    const file = calendarFile([event]);
    const lines = file.split('\r\n');
    expect(lines.filter((line) => /^[ \t]/.test(line)).length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    // Unfolded, the description reads as written (commas escaped, as the format asks): no
    // character, emoji included, was cut between its octets.
    const unfolded = file.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`DESCRIPTION:${event.description.replaceAll(',', '\\,')}\r\n`);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

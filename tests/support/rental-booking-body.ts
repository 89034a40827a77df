/**
 * What a partner's site posts to /api/rentals/bookings for one renter: a week's four-seater from
 * `start` at 10:00, delivered to Toms River, the renter the one driver, the agreement accepted and
 * signed. Each renter (`lastName`) has an e-mail of their own; `phone` keeps a test file's numbers
 * apart from another's.
 */
export function rentalBookingBody(
  renter: { start: string; lastName: string; phone: string },
  overrides: Record<string, unknown> = {},
) {
  const { start, lastName, phone } = renter;
  return {
    type: 'four-seater',
    start,
    pickupTime: '10:00',
    days: 7,
    town: 'toms-river',
    firstName: 'Pat',
    lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    phone,
    drivers: [
      {
        name: `Pat ${lastName}`,
        dateOfBirth: '1985-04-02',
        licenceNumber: 'S1234 56789 01234',
        licenceState: 'NJ',
        licenceExpiry: '2031-04-02',
      },
    ],
    acceptAgreement: true,
    signature: `Pat ${lastName}`,
    ...overrides,
  };
}

/**
 * A service drop-off booked the way a partner's tool books one: the first job the API lists, in
 * the first window with room, through POST /api/service/bookings. For the tests and the bench that
 * need a booking to look at, not to test booking itself.
 */
export async function bookFirstFreeDropOff(
  baseUrl: string,
  customer: { firstName: string; lastName: string; email: string; phone: string },
): Promise<{ status: number; reference: string; manageUrl: string }> {
  const [job] = (await (await fetch(`${baseUrl}/api/service/jobs`)).json()) as { id: string }[];
  const { days } = (await (await fetch(`${baseUrl}/api/service/slots?job=${job!.id}`)).json()) as {
    days: { date: string; windows: { id: string; free: number }[] }[];
  };
  const day = days.find((each) => each.windows.some((window) => window.free > 0));
  if (!day) throw new Error('No service drop-off window has room');
  const answer = await fetch(`${baseUrl}/api/service/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      job: job!.id,
      date: day.date,
      window: day.windows.find((window) => window.free > 0)!.id,
      ...customer,
      cart: { brand: 'Club Car', model: 'Precedent', year: 2018 },
    }),
  });
  const booked = (await answer.json()) as { reference: string; manageUrl: string };
  return { status: answer.status, reference: booked.reference, manageUrl: booked.manageUrl };
}

import 'server-only';

import { photoRefusalMessages } from '@/features/inventory/photo-rules';
import {
  uploadedPhotos,
  uploadResultQuery,
  wantsJson,
} from '@/features/inventory/server/photo-upload-request';
import { staffForRoute } from '@/features/staff/server/current-staff';
import { plainTextResponse, seeOther } from '@/server/http/plain-response';
import { isSameOrigin } from '@/server/http/same-origin';

import { agreementOf, findBooking } from './bookings';
import { addRentalPhotos, readRentalPhoto } from './rental-photos';

/**
 * The rental desk's route handlers (downloads and the photo upload, which are not server
 * actions: a PDF, an image, a multipart post larger than an action takes), each for the rental
 * desk's staff only, never cached.
 */

const idPattern = /^[0-9a-f-]{36}$/;

/** The agreement the renter signed: the bytes stored when they booked. */
export async function answerAgreement(bookingId: string): Promise<Response> {
  const staff = await staffForRoute('rentals.desk');
  if (staff instanceof Response) return staff;
  const booking = idPattern.test(bookingId) ? await findBooking(bookingId) : undefined;
  const agreement = booking && (await agreementOf(booking.id));
  if (!booking || !agreement) return plainTextResponse(404, 'Booking not found.');
  return new Response(new Uint8Array(agreement.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="rental-agreement-${booking.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A check-out or return photo of the booking. */
export async function answerRentalPhoto(
  bookingId: string,
  photoId: string,
  small: boolean,
): Promise<Response> {
  const staff = await staffForRoute('rentals.desk');
  if (staff instanceof Response) return staff;
  const bytes = idPattern.test(bookingId) ? await readRentalPhoto(bookingId, photoId, small) : undefined;
  if (!bytes) return plainTextResponse(404, 'Photo not found.');
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' },
  });
}

/**
 * Photos for the booking's next handover (check-out while booked, return while out). A plain form
 * post is answered with the way back to the booking's page, saying what was added and refused.
 */
export async function answerPhotoUpload(request: Request, bookingId: string): Promise<Response> {
  const staff = await staffForRoute('rentals.desk');
  if (staff instanceof Response) return staff;
  if (!isSameOrigin(request))
    return plainTextResponse(403, 'This form can only be sent from the rental desk.');
  const booking = idPattern.test(bookingId) ? await findBooking(bookingId) : undefined;
  if (!booking) return plainTextResponse(404, 'Booking not found.');
  const uploads = await uploadedPhotos(request);
  if (uploads instanceof Response) return uploads;
  const outcome = uploads.length === 0 ? { added: 0, refused: [] } : await addRentalPhotos(booking, uploads);
  if (outcome.refused === 'stage') {
    const message = `This booking is ${booking.status}: it takes no more photos.`;
    if (wantsJson(request))
      return Response.json({ added: 0, refused: [message] }, { headers: { 'Cache-Control': 'no-store' } });
    return seeOther(`/admin/rentals/bookings/${booking.id}?added=0&refused=stage:#photos`);
  }
  const { added, refused } = outcome;
  if (wantsJson(request))
    return Response.json(
      {
        added,
        refused: refused.map((file) => `${file.name || 'A photo'} ${photoRefusalMessages[file.reason]}`),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  const query = uploadResultQuery(added, refused, uploads.length);
  return seeOther(`/admin/rentals/bookings/${booking.id}?${query}#photos`);
}

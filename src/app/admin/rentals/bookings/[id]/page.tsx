import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { DepositCard } from '@/features/payments/components/deposit-card';
import { rentalPaymentView } from '@/features/payments/server/rental-payments';
import { BookingDeskPage } from '@/features/rentals/components/desk/booking-desk-page';
import { bookingDeskPage } from '@/features/rentals/server/booking-desk';
import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Rental booking | Staff area' } };

/** One booking at the rental desk: who, which cart, the money, and what happens next. */
export default async function RentalBookingPage({
  params,
  searchParams,
}: PageProps<'/admin/rentals/bookings/[id]'>) {
  const staff = await requireStaff('rentals.desk');
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const page = await bookingDeskPage(id, query);
  if (!page) notFound();
  const payment = await rentalPaymentView(page.booking);
  return (
    <BookingDeskPage
      page={page}
      deposit={
        payment && (
          <DepositCard
            booking={page.booking}
            payment={payment}
            mayReturnRefund={may(staff, 'payments.view')}
          />
        )
      }
    />
  );
}

import { notFound } from 'next/navigation';

/** An address under /admin that names no page: the staff area's own 404 (admin/not-found.tsx). */
export default function MissingStaffPage() {
  notFound();
}

import { StaffNotFound, staffNotFoundMetadata } from '@/features/staff/components/staff-not-found';

export const metadata = staffNotFoundMetadata;

/** What notFound() in a staff page draws, where the browser's script draws it (with JavaScript). */
export default StaffNotFound;

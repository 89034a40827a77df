import 'server-only';

import { defaultTurnaroundHours } from '@/content/rental-plans';
import { wholeNumberSetting } from '@/server/db/settings-store';

/** The rentals office's settings: the turnaround buffer between a return and the next pickup. */
export const { read: rentalSettings, save: saveRentalSettings } = wholeNumberSetting(
  'office_settings',
  'rentals.turnaroundHours',
  { name: 'turnaroundHours', least: 0, fallback: defaultTurnaroundHours },
);

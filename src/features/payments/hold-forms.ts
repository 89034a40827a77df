/**
 * The forms of a cart held for sale, one schema each for the browser and the server: the buyer's
 * details (the amount is never among them: it is the manager's setting), and the manager's deposit
 * and days.
 */
import * as z from 'zod/mini';

import { customerFields } from '@/features/rentals/booking-schema';
import { parseTypedCents } from '@/features/requests/typed-number';

export const holdFields = ['vehicleId', 'firstName', 'lastName', 'email', 'phone'] as const;

const noCartChosen = 'Open the hold form from the page of the cart you want held.';

export const holdSchema = z.object({
  // Hidden, set by the cart's page: only a page changed by hand sends it wrong, and is told so plainly.
  vehicleId: z.string(noCartChosen).check(z.minLength(1, noCartChosen), z.maxLength(200, noCartChosen)),
  ...customerFields,
});

export const holdSettingsFields = ['dollars', 'days'] as const;

export const holdSettingsSchema = z.object({
  /** Typed as the other money fields take it ("500", "$500", "1,000"), in whole dollars. */
  dollars: z.pipe(
    z.string(),
    z.transform((typed, context) => {
      const cents = parseTypedCents(typed.trim());
      if (cents !== undefined && cents % 100 === 0 && cents >= 100 && cents <= 9_999_900) return cents / 100;
      context.issues.push({
        code: 'custom',
        input: typed,
        message: 'Enter the deposit in whole dollars, from $1 to $99,999',
      });
      return z.NEVER;
    }),
  ),
  // One check, so a slip is told once.
  days: z.string().check(
    z.trim(),
    z.refine(
      (value) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 30,
      'Enter the days a hold lasts, from 1 to 30',
    ),
  ),
});

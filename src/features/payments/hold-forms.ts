/**
 * The forms of a cart held for sale, one schema each for the browser and the server: the buyer's
 * details (the amount is never among them: it is the manager's setting), and the manager's deposit
 * and days.
 */
import * as z from 'zod/mini';

import { oneLineText } from '@/lib/one-line-text';
import { isPhoneText, phoneTextMessage } from '@/lib/phone-number';

export const holdFields = ['vehicleId', 'firstName', 'lastName', 'email', 'phone'] as const;

export const holdSchema = z.object({
  vehicleId: z.string().check(z.minLength(1), z.maxLength(200)),
  firstName: oneLineText('Enter your first name', 'First name', 50),
  lastName: oneLineText('Enter your last name', 'Last name', 50),
  email: z
    .string({ error: 'Enter your e-mail address' })
    .check(z.trim(), z.email('Enter an e-mail address, e.g. pat@example.com')),
  phone: z.string({ error: 'Enter your phone number' }).check(
    z.trim(),
    z.refine(isPhoneText, phoneTextMessage),
    z.refine((value) => value.replace(/\D/g, '').length >= 10, 'Enter your phone number with its area code'),
  ),
});

export const holdSettingsFields = ['dollars', 'days'] as const;

export const holdSettingsSchema = z.object({
  dollars: z.string().check(
    z.trim(),
    z.regex(/^\d{1,5}$/, 'Enter the deposit in whole dollars, from $1 to $99,999'),
    z.refine((value) => Number(value) >= 1, 'Enter the deposit in whole dollars, from $1 to $99,999'),
  ),
  days: z.string().check(
    z.trim(),
    z.regex(/^\d{1,2}$/, 'Enter the days a hold lasts, from 1 to 30'),
    z.refine(
      (value) => Number(value) >= 1 && Number(value) <= 30,
      'Enter the days a hold lasts, from 1 to 30',
    ),
  ),
});

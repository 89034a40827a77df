'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { requireStaff } from '@/features/staff/server/current-staff';

import { leadStatuses } from './lead';
import { updateLeadStatus } from './server/lead-mutations';

/** The staff inbox's changes. Each one checks who asks first; Next refuses cross-site posts. */

const statusSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  status: z.enum(leadStatuses),
});

export async function changeLeadStatus(formData: FormData): Promise<void> {
  await requireStaff();
  const parsed = statusSchema.safeParse({ id: formData.get('id'), status: formData.get('status') });
  if (!parsed.success) redirect('/admin');
  await updateLeadStatus(parsed.data.id, parsed.data.status);
  redirect(`/admin/leads/${parsed.data.id}?updated=1`);
}

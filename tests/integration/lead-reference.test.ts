import { afterAll, describe, expect, it, vi } from 'vitest';

import type * as LeadReference from '@/lib/lead-reference';

import { createTemporaryDatabase } from '../support/temp-database';

// References the test chooses are drawn first, then random ones as usual.
const chosen = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/lead-reference', async (importOriginal) => {
  const actual = await importOriginal<typeof LeadReference>();
  return { ...actual, newLeadReference: () => chosen.shift() ?? actual.newLeadReference() };
});

const db = await createTemporaryDatabase();

const { createLead } = await import('@/features/leads/server/lead-mutations');
const { leadReferencePattern } = await import('@/lib/lead-reference');
const { closeDatabase, database } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
});

const enquiry = (email: string) => ({
  firstName: 'Sam',
  lastName: 'Ortiz',
  email,
  phone: '732-555-0123',
  interest: 'sales' as const,
  message: 'Is the six seater still in stock?',
});

describe(`a lead's reference (${db.dialect})`, () => {
  it('is never given twice: a taken one drawn again is drawn anew, and both leads are stored', async () => {
    chosen.push('K7M3QX');
    const first = await createLead(enquiry('first@example.com'));
    expect(first.reference).toBe('K7M3QX');
    chosen.push('K7M3QX', 'K7M3QX');
    const second = await createLead(enquiry('second@example.com'));
    expect(second.reference).not.toBe('K7M3QX');
    expect(second.reference).toMatch(leadReferencePattern);
    const stored = await (
      await database()
    )
      .selectFrom('leads')
      .select(['id', 'reference', 'email'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('email')
      .execute();
    expect(stored).toEqual([
      { id: first.id, reference: 'K7M3QX', email: 'first@example.com' },
      { id: second.id, reference: second.reference, email: 'second@example.com' },
    ]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import type { FormState } from '@/lib/posted-form';

import { requireStaff } from './current-staff';
import type { StaffUser } from './staff';
import { settingsSaveAnswer, staffFormAction, staffPostAction } from './staff-form-action';

vi.mock('./current-staff', () => ({ requireStaff: vi.fn() }));
// Next's redirect throws to end the action; here it throws something a test can read.
vi.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw new Error(`redirect ${path}`);
  },
}));

const staff = { id: 'staff-1', email: 'sam@example.com' } as StaffUser;
const schema = z.object({ name: z.string().check(z.minLength(1, 'Enter a name')), version: z.string() });

const posted = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};

beforeEach(() => {
  vi.mocked(requireStaff).mockReset().mockResolvedValue(staff);
});

describe('staffFormAction', () => {
  it('asks who sends the form first, with the permission, and reads nothing when refused', async () => {
    vi.mocked(requireStaff).mockRejectedValue(new Error('redirect /admin/not-allowed'));
    const decide = vi.fn();
    const action = staffFormAction({ permission: 'staff.manage', fields: ['name'], schema }, decide);
    await expect(action({}, posted({ name: 'Pat' }))).rejects.toThrow('redirect /admin/not-allowed');
    expect(requireStaff).toHaveBeenCalledWith('staff.manage', { beforeTwoFactor: undefined });
    expect(decide).not.toHaveBeenCalled();
  });

  it.each([
    {
      case: "the schema's messages by field",
      refusedWith: undefined,
      errors: { name: ['Enter a name'] },
    },
    {
      case: 'one message for the form, for a form whose fields are all the page’s own',
      refusedWith: 'This page is out of date: reload it.',
      errors: { form: ['This page is out of date: reload it.'] },
    },
  ])('answers a refused form with $case, counting the answer', async ({ refusedWith, errors }) => {
    const decide = vi.fn();
    const action = staffFormAction({ fields: ['name', 'version'], schema, refusedWith }, decide);
    await expect(action({ attempt: 2 }, posted({ name: '', version: '4' }))).resolves.toEqual({
      values: { name: '', version: '4' },
      errors,
      attempt: 3,
    });
    expect(decide).not.toHaveBeenCalled();
  });

  it('decides on the data the schema read (through toParse), as who sent it', async () => {
    const formData = posted({ name: 'Pat', version: '4', overrideVersion: '7' });
    const action = staffFormAction(
      {
        beforeTwoFactor: true,
        fields: ['name', 'version'],
        schema,
        toParse: (values, sent) => ({ ...values, version: sent.get('overrideVersion') }),
      },
      (form, by, sent): Promise<FormState<{ decided: unknown[] }>> =>
        Promise.resolve({ values: form.values, attempt: form.attempt, decided: [form.data, by, sent] }),
    );
    await expect(action({}, formData)).resolves.toEqual({
      values: { name: 'Pat', version: '4' },
      attempt: 1,
      decided: [{ name: 'Pat', version: '7' }, staff, formData],
    });
    expect(requireStaff).toHaveBeenCalledWith(undefined, { beforeTwoFactor: true });
  });
});

describe('staffPostAction', () => {
  it('sends a refused form back to its page, and acts on an accepted one', async () => {
    const act = vi.fn().mockResolvedValue(undefined);
    const action = staffPostAction({ fields: ['name', 'version'], schema, refusedTo: '/admin/staff' }, act);
    await expect(action(posted({ name: '' }))).rejects.toThrow('redirect /admin/staff');
    expect(act).not.toHaveBeenCalled();
    const formData = posted({ name: 'Pat', version: '1' });
    await action(formData);
    expect(act).toHaveBeenCalledWith({ name: 'Pat', version: '1' }, staff, formData);
  });
});

describe('settingsSaveAnswer', () => {
  const form = { values: { percent: '12' }, attempt: 2 };

  it('answers stale with the version saved since', () => {
    expect(settingsSaveAnswer(form, { outcome: 'stale', current: { version: 'v9' } }, '/saved')).toEqual({
      values: { percent: '12' },
      stale: { currentVersion: 'v9' },
      attempt: 2,
    });
  });

  it('goes on to the saved page once saved', () => {
    expect(() =>
      settingsSaveAnswer(form, { outcome: 'saved' }, '/admin/inventory/settings?saved=prices'),
    ).toThrow('redirect /admin/inventory/settings?saved=prices');
  });
});

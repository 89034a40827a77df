import { e2eStaff } from '../../playwright.config';
import { defaultReplyTemplates } from '../../src/content/reply-templates';
import { replyBlanks } from '../../src/features/leads/lead-reply';
import { expect, test } from '../support/browser-test';
import { withMailServer } from '../support/own-server';
import { signInAsStaff, staffShownName } from '../support/staff-session';

/**
 * The lead desk with mail on: a server of its own, sending to a real SMTP sink. Staff answer a
 * lead from its page, and the customer's e-mail comes back to the person who wrote.
 */
test('a reply sent from the lead page reaches the customer with the sender as Reply-To and is on the timeline', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staffOnly = {
    LEADS_TO: 'sales@dealer.test',
    ADMIN_EMAIL: e2eStaff.email,
    ADMIN_PASSWORD: e2eStaff.password,
  };
  await withMailServer(browser, staffOnly, async ({ context, serverUrl, databaseUrl, sink }) => {
    const customer = `robin.${Date.now()}@example.com`;
    const posted = await context.request.post('/api/contact', {
      data: {
        firstName: 'Robin',
        lastName: 'Replytest',
        email: customer,
        phone: '732-555-0111',
        interest: 'sales',
        vehicleId: 'denago-ev-city',
        topic: 'test-drive',
        message: 'Can I drive it on Saturday?',
      },
    });
    expect(posted.status()).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    await signInAsStaff(context, serverUrl, e2eStaff.email, databaseUrl);
    const page = await context.newPage();
    await page.goto(`/admin/leads/${id}`);
    const subject = page.getByLabel('Subject');
    await expect(subject).toHaveValue(/^Your test drive of the Denago EV City \(ref [A-Z0-9]{6}\)$/);
    const message = page.getByLabel('Message', { exact: true });
    await expect(message).toHaveValue(/^Hi Robin,/);

    // Sent as offered, the day is still a blank: refused at the message, naming it, nothing sent.
    const [day] = replyBlanks(defaultReplyTemplates['test-drive'].body);
    await message.fill(`${await message.inputValue()}\nP.S. Bring a friend.`);
    await page.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    const named = new RegExp(`Fill in ${day!.replace(/[[\]]/g, '\\$&')} first`);
    await expect(message).toHaveAccessibleDescription(named);
    await expect(page.getByRole('alert').filter({ hasText: 'Not sent.' })).toBeFocused();
    await expect(message).toHaveValue(/P\.S\. Bring a friend\.$/);
    await expect(page.getByTestId('first-response')).toContainText('Not answered yet');
    await expect(page.getByTestId('lead-timeline').locator('li[data-kind="email"]')).toHaveCount(0);

    await message.fill('Hi Robin,\n\nSaturday at 10 works. See you then.');
    await page.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(page.getByRole('status')).toContainText('E-mail queued');
    const sentSubject = await subject.inputValue();
    const entry = page.getByTestId('lead-timeline').locator('li[data-kind="email"]');
    await expect(entry).toContainText(`E-mail sent: "${sentSubject}"`);
    await expect(entry).toContainText('Saturday at 10 works.');
    await expect(page.getByTestId('first-response')).toContainText(
      `by ${await staffShownName(e2eStaff.email, databaseUrl)}.`,
    );

    await expect
      .poll(() => sink.to(customer).filter((mail) => mail.parsed.subject === sentSubject).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const reply = sink.to(customer).find((mail) => mail.parsed.subject === sentSubject)!;
    expect(reply.parsed.replyTo?.map((address) => address.address)).toEqual([e2eStaff.email]);
    expect(reply.parsed.text).toContain('Saturday at 10 works.');
  });
});

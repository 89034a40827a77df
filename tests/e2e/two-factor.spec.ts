import { e2eStaff } from '../../playwright.config';
import { startAppServer, type AppServer } from '../support/app-server';
import { axeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/browser-test';
import { totpCode } from '../support/totp';

/**
 * Two-factor sign-in, in a server of its own: requiring it of every account changes what every
 * other staff test would see.
 */

let server: AppServer;
/** The name the ADMIN_EMAIL account is made with: shown at the top of every staff page. */
const managerName = 'Morgan Manager';

test.beforeAll(async () => {
  server = await startAppServer({
    ADMIN_EMAIL: e2eStaff.email,
    ADMIN_PASSWORD: e2eStaff.password,
    ADMIN_NAME: managerName,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A 6-digit code the app shows in none of the windows the site accepts around now. */
function codeNotShownNow(secret: string) {
  const accepted = [-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift));
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (!accepted.includes(code)) return code;
  }
}

/** Follows the three steps on Your account with an authenticator app; returns the secret and codes. */
async function setUpTwoFactor(page: Page, password: string) {
  const secret = (await page.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const field = page.getByLabel('The 6-digit code the app shows');
  const passwordField = page.getByLabel('Your password', { exact: true });
  // A session alone cannot put a phone on the account: the password is asked too.
  await field.fill(totpCode(secret));
  await passwordField.fill(`${password}-not`);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('That is not your password.')).toBeVisible();
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  const current = totpCode(secret);
  await field.fill(current === '123456' ? '654321' : '123456');
  await passwordField.fill(password);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Back in the field: its message is read out, and the next code goes straight in.
  await expect(field).toBeFocused();
  await field.fill(totpCode(secret));
  await passwordField.fill(password);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  return { secret, recoveryCodes: await codes.allTextContents() };
}

test('staff turn on two-factor sign-in, sign in with a code or a recovery code, and a manager requires it of everyone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const managerContext = await browser.newContext({ baseURL: server.url });
  const manager = await managerContext.newPage();
  await signInWithPassword(manager, e2eStaff.email, e2eStaff.password);
  await expect(manager).toHaveURL('/admin');

  // The manager turns it on from Your account, at the top of every staff page.
  await manager.getByRole('link', { name: managerName }).click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Your account');
  expect(await axeViolations(manager)).toEqual([]);
  const { secret } = await setUpTwoFactor(manager, e2eStaff.password);

  // From now on the password alone is not enough.
  await manager.getByRole('button', { name: 'Sign out' }).click();
  await expect(manager).toHaveURL('/admin/sign-in');
  await signInWithPassword(manager, e2eStaff.email, e2eStaff.password);
  await expect(manager).toHaveURL('/admin/sign-in/code');
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Enter your sign-in code');
  expect(await axeViolations(manager)).toEqual([]);
  // The set-up used this step's code: a phone 30 s ahead shows the next one, which is accepted.
  await manager.getByLabel('Code from your authenticator app').fill(totpCode(secret, Date.now() + 30_000));
  await manager.getByRole('button', { name: 'Sign in' }).click();
  await expect(manager).toHaveURL('/admin');

  // Required for everyone.
  await manager.goto('/admin/staff');
  const managerRow = manager.getByRole('row', { name: new RegExp(e2eStaff.email) });
  await expect(managerRow.getByRole('cell').nth(3)).toHaveText('On');
  await manager.getByLabel('Require two-factor sign-in for every account').check();
  await manager.getByRole('button', { name: 'Save the two-factor requirement' }).click();
  await expect(manager.getByRole('status')).toHaveText(/Two-factor sign-in is now required/);

  // A new salesperson is sent to set it up before anything else.
  await manager.getByLabel('Name').fill('Jordan Lake');
  const jordanEmail = `jordan.${Date.now()}@dealer.test`;
  await manager.getByLabel('E-mail').fill(jordanEmail);
  await manager.getByLabel('Role').selectOption('sales');
  await manager.getByRole('button', { name: 'Add person' }).click();
  const link = new URL((await manager.getByTestId('welcome-link').textContent())!);
  const jordanContext = await browser.newContext({ baseURL: server.url });
  const jordan = await jordanContext.newPage();
  await jordan.goto(link.pathname + link.search);
  await jordan.getByLabel('New password').fill('jordan-password-1');
  await jordan.getByLabel('The same password again').fill('jordan-password-1');
  await jordan.getByRole('button', { name: 'Set password' }).click();
  await expect(jordan.getByText('Password set. Sign in with it now.')).toBeVisible();
  await signInWithPassword(jordan, jordanEmail, 'jordan-password-1');
  await expect(jordan).toHaveURL('/admin/account?required=1');
  await expect(
    jordan.getByRole('alert').filter({ hasText: 'A manager requires two-factor sign-in' }),
  ).toBeVisible();
  await jordan.goto('/admin/leads');
  await expect(jordan).toHaveURL('/admin/account?required=1');
  const jordanSetup = await setUpTwoFactor(jordan, 'jordan-password-1');
  await jordan.getByRole('link', { name: 'I have saved them: go to the staff area' }).click();
  await expect(jordan).toHaveURL('/admin');

  // Phone left at home: a recovery code signs in once.
  await jordan.getByRole('button', { name: 'Sign out' }).click();
  await expect(jordan).toHaveURL('/admin/sign-in');
  await signInWithPassword(jordan, jordanEmail, 'jordan-password-1');
  await jordan.getByLabel('Code from your authenticator app').fill(jordanSetup.recoveryCodes[0]!);
  await jordan.getByRole('button', { name: 'Sign in' }).click();
  await expect(jordan).toHaveURL('/admin');
  await jordan.goto('/admin/account');
  await expect(jordan.getByText('9 of 10 recovery codes unused.')).toBeVisible();

  // Someone at Jordan's unlocked desk cannot guess their way to new recovery codes.
  const checkField = jordan.locator('#recovery-code-check');
  for (let attempt = 1; attempt <= 10; attempt++) {
    await checkField.fill(codeNotShownNow(jordanSetup.secret));
    const answered = jordan.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/admin/account'),
    );
    await jordan.getByRole('button', { name: 'Make new recovery codes' }).click();
    await answered;
    await expect(jordan.getByText('That code is not right.')).toBeVisible();
    await expect(checkField).toBeFocused();
  }
  await checkField.fill(totpCode(jordanSetup.secret));
  await jordan.getByRole('button', { name: 'Make new recovery codes' }).click();
  await expect(jordan.getByText('Too many codes tried. Try again in 15 minutes.')).toBeVisible();
  await expect(jordan.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  // Phone lost for good: the manager turns Jordan's off, and Jordan sets it up again.
  await manager.goto('/admin/staff');
  await manager.getByRole('link', { name: 'Jordan Lake' }).click();
  await manager.getByRole('button', { name: 'Turn off their two-factor sign-in' }).click();
  await expect(manager.getByRole('status')).toContainText('Two-factor sign-in turned off for Jordan Lake');
  // The lost phone may still be signed in: every session of Jordan's ended with the reset.
  await jordan.goto('/admin/leads');
  await expect(jordan).toHaveURL(/\/admin\/sign-in/);
  await signInWithPassword(jordan, jordanEmail, 'jordan-password-1');
  await expect(jordan).toHaveURL('/admin/account?required=1');

  await managerContext.close();
  await jordanContext.close();
});

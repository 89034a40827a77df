import { e2eStaff } from '../../playwright.config';
import { openLeadStatuses } from '../../src/features/leads/lead';
import { passwordChecksPerSession } from '../../src/features/staff/password-checks';
import { staffRoleLabels } from '../../src/features/staff/staff-roles';
import { axeViolations } from '../support/axe';
import { expect, test, type Browser, type BrowserContext, type Page } from '../support/browser-test';
import { signInAsStaff, withTestDatabase } from '../support/staff-session';
import { totpCode } from '../support/totp';

/** The staff page: a manager adds a person, who sets a password and works leads; leavers are shut out. */

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A manager (on `page`) adds a salesperson, who chooses `password` from the welcome link in a
 * browser of their own and signs in there.
 */
async function newSalespersonSignedIn(
  page: Page,
  browser: Browser,
  person: { name: string; email: string },
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  await page.goto('/admin/staff');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Role').selectOption('sales');
  await page.getByRole('button', { name: 'Add person' }).click();
  const link = new URL((await page.getByTestId('welcome-link').textContent())!);
  const context = await browser.newContext();
  const own = await context.newPage();
  await own.goto(link.pathname + link.search);
  await choosePasswordAndSignIn(own, person.email, password);
  return { context, page: own };
}

/** Chooses a password on the page a welcome or reset link opens, then signs in with it. */
async function choosePasswordAndSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The same password again').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password set. Sign in with it now.')).toBeVisible();
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL('/admin');
}

test('a manager adds a salesperson, who chooses a password, takes a lead, and is shut out when disabled', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = `riley.${Date.now()}@dealer.test`;
  await signInAsStaff(context, baseURL!);
  // Their own account offers no Disable button, which could only be refused: another manager does it.
  const ownId = withTestDatabase(
    (db) =>
      (db.prepare('SELECT id FROM staff_users WHERE email = ?').get(e2eStaff.email) as { id: string }).id,
  );
  await page.goto(`/admin/staff/${ownId}`);
  await expect(page.getByText('This is your own account: another manager disables it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable this account' })).toHaveCount(0);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff');

  // A refused add keeps every field, the role too.
  await page.getByLabel('Name').fill('Riley Stone');
  await page.getByLabel('E-mail').fill('not an address');
  await page.getByLabel('Role').selectOption('sales');
  await page.getByRole('button', { name: 'Add person' }).click();
  // Said under the field and in the alert that takes the focus.
  const addRefusal = page.getByRole('alert').filter({ hasText: 'Not saved.' });
  await expect(addRefusal).toBeFocused();
  await expect(addRefusal).toContainText('Enter an e-mail address, e.g. sam@example.com.');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Role')).toHaveValue('sales');
  await expect(page.getByLabel('Name')).toHaveValue('Riley Stone');

  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByRole('status')).toContainText('Riley Stone was added.');
  // The harness sends no mail: the manager is given the link to hand over.
  const link = (await page.getByTestId('welcome-link').textContent())!;
  expect(link).toContain('/admin/password?token=');
  // The list beside the form shows Riley at once, and until Riley chooses a password it says so
  // (and no lead goes to them by turn).
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invited: no password yet');

  const rileyContext = await browser.newContext();
  const riley = await rileyContext.newPage();
  await riley.goto(new URL(link).pathname + new URL(link).search);
  await expect(riley.getByRole('heading', { level: 1 })).toHaveText('Choose your password');
  await riley.getByLabel('New password').fill('riley-password-1');
  await riley.getByLabel('The same password again').fill('riley-password-2');
  await riley.getByRole('button', { name: 'Set password' }).click();
  await expect(riley.getByText('The two passwords are not the same.')).toBeVisible();
  await choosePasswordAndSignIn(riley, email, 'riley-password-1');

  // Not a manager: no Staff section, and its pages and the manager's tools answer 403.
  await expect(riley.getByRole('navigation', { name: 'Staff area' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Leads',
    'Inventory',
  ]);
  for (const path of [
    '/admin/staff',
    '/admin/staff/replies',
    '/admin/inventory/import',
    '/admin/inventory/settings',
  ]) {
    const answer = await riley.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(riley.getByRole('heading', { level: 1 })).toHaveText('Not for your role');
  }
  await riley.goto('/admin/inventory');
  await expect(riley.getByRole('link', { name: 'Import CSV' })).toHaveCount(0);
  await expect(riley.getByRole('option', { name: 'Archive', exact: true })).toHaveCount(0);

  // An unowned lead can be taken; then it is in My leads.
  const posted = await riley.request.post('/api/contact', {
    data: {
      firstName: 'Quinn',
      lastName: 'Taker',
      email: `quinn.${Date.now()}@example.com`,
      phone: '732-555-0177',
      interest: 'parts',
      message: 'Do you stock a charger for a 2019 Club Car?',
    },
  });
  const leadId = ((await posted.json()) as { id: string }).id;
  await riley.goto(`/admin/leads/${leadId}`);
  await expect(riley.getByTestId('lead-owner')).toHaveText('Nobody yet.');
  await riley.getByRole('button', { name: 'Take this lead' }).click();
  await expect(riley.getByRole('status')).toHaveText('Owner saved.');
  await expect(riley.getByTestId('lead-owner')).toHaveText('Riley Stone (Sales)');
  await riley.goto('/admin?owner=mine');
  await expect(riley.getByRole('link', { name: 'Quinn Taker' })).toBeVisible();
  await expect(riley.getByRole('link', { name: 'My leads' })).toHaveAttribute('aria-current', 'page');

  // The manager disables the account: Riley's open session ends at once.
  await page.goto('/admin/staff');
  await page.getByRole('link', { name: 'Riley Stone' }).click();
  await page.getByRole('button', { name: 'Disable this account' }).click();
  await page.waitForURL(/[?&]disabled=/);
  // The lead Riley took (and any that came to them by turn) is still theirs: the manager is told how
  // many, as nobody will answer them now.
  const stillOwned = withTestDatabase(
    (db) =>
      (
        db
          .prepare(
            `SELECT count(*) AS n FROM leads JOIN staff_users ON staff_users.id = leads.assigned_to
             WHERE staff_users.email = ? AND leads.status IN (${openLeadStatuses.map(() => '?').join(', ')})`,
          )
          .get(email, ...openLeadStatuses) as { n: number }
      ).n,
  );
  expect(stillOwned).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('status')).toHaveText(
    `Riley Stone: Account disabled: every session it had has ended. They still own ${stillOwned} open ${stillOwned === 1 ? 'lead, which nobody answers until a manager gives it to someone else from its page' : 'leads, which nobody answers until a manager gives each to someone else from its own page'}.`,
  );
  await riley.goto('/admin');
  await expect(riley).toHaveURL('/admin/sign-in');
  await signInWithForm(riley, email, 'riley-password-1');
  await expect(riley.getByText('That e-mail and password do not match a staff account.')).toBeVisible();
  // Their name stays on the lead they took.
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByTestId('lead-owner')).toHaveText('Riley Stone (Sales), account disabled');
  // Riley's page keeps what happened to the account, newest first, and which manager did it.
  const managerName = withTestDatabase(
    (db) =>
      (db.prepare('SELECT name FROM staff_users WHERE email = ?').get(e2eStaff.email) as { name: string })
        .name,
  );
  await page.goto('/admin/staff');
  await page.getByRole('link', { name: 'Riley Stone' }).click();
  const history = page.locator('div', { has: page.getByRole('heading', { name: 'Account history' }) }).last();
  await expect(history.getByRole('listitem')).toHaveText([
    new RegExp(`^Disabled by ${managerName}: every session ended`),
    /^Chose a password through the welcome link\./,
    new RegExp(`^Added as ${staffRoleLabels.sales} by ${managerName},`),
  ]);
  await rileyContext.close();
});

test('"forgot password" answers the same for an account and for an unknown address', async ({ page }) => {
  const answers: string[] = [];
  for (const email of [e2eStaff.email, `nobody.${Date.now()}@dealer.test`]) {
    await page.goto('/admin/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('If ');
    answers.push((await status.textContent())!.replace(email, '<address>'));
  }
  expect(answers[0]).toBe(answers[1]);
  await page.goto('/admin/password?token=made-up');
  await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
});

test("desk settings: a refused save keeps the chosen team, and a save over another manager's is refused until applied on purpose", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsStaff(context, baseURL!);
  await page.goto('/admin/staff');
  const general = page.getByLabel('General questions go to');
  const promise = page.getByLabel('Answer every lead within (minutes of opening hours)');
  const save = page.getByRole('button', { name: 'Save the desk settings' });
  const storedTeam = await general.inputValue();
  const storedPromise = await promise.inputValue();
  const otherTeam = (
    await general
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).find((team) => team !== storedTeam)!;

  // Refused beside its field: the other team stays chosen and the typed minutes stay typed.
  await general.selectOption(otherTeam);
  await promise.fill('soon');
  await save.click();
  await expect(page.locator('#desk-promise-error')).toBeVisible();
  await expect(promise).toHaveAttribute('aria-invalid', 'true');
  // ...and said aloud in the alert that takes the focus.
  const fieldRefusal = page.getByRole('alert').filter({ hasText: 'Not saved.' });
  await expect(fieldRefusal).toBeFocused();
  await expect(fieldRefusal).toContainText((await page.locator('#desk-promise-error').textContent())!);
  await expect(general).toHaveValue(otherTeam);
  await expect(promise).toHaveValue('soon');

  // Another manager saves the settings as they are while this page is open.
  const other = await context.newPage();
  await other.goto('/admin/staff');
  await other.getByRole('button', { name: 'Save the desk settings' }).click();
  await expect(other.getByText('Desk settings saved.')).toBeVisible();

  // This page's save (the stored values again, so other tests' routing is untouched) is refused.
  await general.selectOption(storedTeam);
  await promise.fill(storedPromise);
  await save.click();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'the desk settings changed after you opened this page' });
  await expect(refusal).toBeVisible();
  await expect(general).toHaveValue(storedTeam);
  await refusal.getByLabel('Apply mine anyway').check();
  await save.click();
  await expect(page.getByText('Desk settings saved.')).toBeVisible();
  await expect(page.getByLabel('General questions go to')).toHaveValue(storedTeam);
});

test('an account without a name is asked for one on Your account, then is shown by it and signs its replies with it', async ({
  page,
  context,
  baseURL,
}) => {
  // The fixture makes an account as one made before names: nameless.
  const email = `nameless.${Date.now()}@dealer.test`;
  await signInAsStaff(context, baseURL!, email);
  await page.goto('/admin/account');
  await expect(page.getByText('Your account has no name yet')).toBeVisible();
  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue('');
  await page.getByRole('button', { name: 'Save my name' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved.' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await name.fill('Robin Nameless');
  await page.getByRole('button', { name: 'Save my name' }).click();
  await expect(page.getByRole('status')).toHaveText('Name saved: your replies are signed Robin Nameless.');
  await expect(page.getByText('Your account has no name yet')).toHaveCount(0);
  // The top of every staff page names them, not their address.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Robin Nameless' })).toBeVisible();
  await expect(page.getByRole('banner')).not.toContainText(email);

  const posted = await page.request.post('/api/contact', {
    data: {
      firstName: 'Noel',
      lastName: 'Signoff',
      email: `noel.${Date.now()}@example.com`,
      phone: '732-555-0179',
      interest: 'general',
      message: 'Do you open on Sundays?',
    },
  });
  await page.goto(`/admin/leads/${((await posted.json()) as { id: string }).id}`);
  const message = page.getByLabel('Message', { exact: true });
  await expect(message).toHaveValue(/\nRobin Nameless\n/);
  await expect(message).not.toHaveValue(new RegExp(email.replace(/\./g, '\\.')));
});

test('on Your account a person changes their password, signs out their other browsers, and turning on two-factor ends them too', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `casey.${Date.now()}@dealer.test`;
  await signInAsStaff(context, baseURL!);
  // Casey signs in at the desk (the laptop) and on a phone.
  const { context: laptopContext, page: laptop } = await newSalespersonSignedIn(
    page,
    browser,
    { name: 'Casey Moss', email },
    'casey-password-1',
  );
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  const phoneSignsIn = async (password: string) => {
    await signInWithForm(phone, email, password);
    await expect(phone).toHaveURL('/admin');
  };
  const phoneIsSignedOut = async () => {
    await phone.goto('/admin/leads');
    await expect(phone).toHaveURL(/\/admin\/sign-in/);
  };
  await phoneSignsIn('casey-password-1');

  await laptop.goto('/admin/account');
  const panel = (title: string) =>
    laptop.locator('.card').filter({ has: laptop.getByRole('heading', { name: title, exact: true }) });
  const signedIn = panel('Where you are signed in');
  await expect(signedIn).toContainText('One other browser is signed in to this account too.');
  expect(await axeViolations(laptop)).toEqual([]);

  // A wrong current password changes nothing and says so at its field; the new one is checked too.
  const password = panel('Password');
  await password.getByLabel('Current password').fill('not-caseys-password');
  await password.getByLabel('New password', { exact: true }).fill('casey-password-2');
  await password.getByLabel('The new password again').fill('casey-password-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(password.getByRole('alert')).toContainText('That is not your current password.');
  await password.getByLabel('Current password').fill('casey-password-1');
  await password.getByLabel('The new password again').fill('casey-password-3');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toContainText('The two passwords are not the same.');
  await password.getByLabel('The new password again').fill('casey-password-2');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(laptop.getByRole('status')).toContainText('Password changed.');
  // The laptop goes on; the phone, signed in with the old password, is out, and the old one no longer works.
  await expect(signedIn).toContainText('Only here');
  await phoneIsSignedOut();
  await signInWithForm(phone, email, 'casey-password-1');
  await expect(phone).toHaveURL(/\/admin\/sign-in/);
  await phoneSignsIn('casey-password-2');

  // Signing out everywhere else ends the phone's session and keeps the laptop's.
  await laptop.reload();
  await expect(signedIn).toContainText('One other browser is signed in to this account too.');
  await signedIn.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(laptop.getByRole('status')).toContainText('Signed out everywhere else.');
  await expect(signedIn).toContainText('Only here');
  await phoneIsSignedOut();

  // Turning two-factor on ends the sessions opened with the password alone.
  await phoneSignsIn('casey-password-2');
  await laptop.reload();
  const secret = (await laptop.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
  await laptop.getByLabel('The 6-digit code the app shows').fill(totpCode(secret));
  await laptop.getByLabel('Your password', { exact: true }).fill('casey-password-2');
  await laptop.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(laptop.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await phoneIsSignedOut();
  await laptop.goto('/admin/leads');
  await expect(laptop).toHaveURL('/admin/leads');
  await laptopContext.close();
  await phoneContext.close();
});

test("guessing at Your account's password spends only that session's tries: the owner still changes it, which ends the guesser's session", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `dana.${Date.now()}@dealer.test`;
  await signInAsStaff(context, baseURL!);
  const { context: ownerContext, page: owner } = await newSalespersonSignedIn(
    page,
    browser,
    { name: 'Dana Reyes', email },
    'dana-password-1',
  );
  // A browser left signed in (or a stolen session) does not know the password and guesses.
  const guesserContext = await browser.newContext();
  const guesser = await guesserContext.newPage();
  await signInWithForm(guesser, email, 'dana-password-1');
  await expect(guesser).toHaveURL('/admin');

  const changePassword = async (on: Page, current: string, next: string) => {
    await on.goto('/admin/account');
    const form = on
      .locator('.card')
      .filter({ has: on.getByRole('heading', { name: 'Password', exact: true }) });
    await form.getByLabel('Current password').fill(current);
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('The new password again').fill(next);
    await Promise.all([
      on.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Change password' }).click(),
    ]);
    return form;
  };
  for (let guess = 1; guess <= passwordChecksPerSession; guess++) {
    const form = await changePassword(guesser, `a guess number ${guess}`, 'taken-over-password');
    await expect(form.getByRole('alert')).toContainText('That is not your current password.');
  }
  // Its tries are spent: even the right password is refused there now.
  const spent = await changePassword(guesser, 'dana-password-1', 'taken-over-password');
  await expect(spent.getByRole('alert')).toContainText('Too many passwords tried here.');

  // The owner's own browser has its own tries, and the change signs the guesser out.
  await changePassword(owner, 'dana-password-1', 'dana-password-2');
  await expect(owner.getByRole('status')).toContainText('Password changed.');
  await guesser.goto('/admin/leads');
  await expect(guesser).toHaveURL(/\/admin\/sign-in/);
  await ownerContext.close();
  await guesserContext.close();
});

/**
 * `npm run staff:add -- <email> [--name "Jane Doe"]`: creates a staff account for the inbox at
 * /admin (or sets a new password on an existing one). Asks for the name customers read under
 * the account's replies, offering what the address says ("jane.doe@…": Jane Doe); `--name`
 * gives it without asking, and a script without a terminal gets the offered one.
 * `npm run staff:password -- <email>`: sets a new password on an existing account only.
 * Either way a new password signs that account out everywhere (every session is revoked).
 * Asks for the password without echoing it; reads it from standard input when that is not a
 * terminal (for scripts).
 */
import path from 'node:path';
import { createInterface } from 'node:readline';

import { env } from '@/env';
import { minimumPasswordLength, passwordProblem } from '@/features/staff/server/password-rule';
import { staffExists, upsertStaff } from '@/features/staff/server/staff';
import { nameFromEmail, staffNameMax } from '@/features/staff/staff-roles';
import { closeDatabase } from '@/server/db/database';

async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  process.stdout.write(prompt);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let password = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(password);
          return;
        }
        if (char === '\u0003') {
          process.stdin.setRawMode(false);
          reject(new Error('Cancelled'));
          return;
        }
        if (char === '\u007f') password = password.slice(0, -1);
        else password += char;
      }
    };
    process.stdin.on('data', onData);
  });
}

/** A line typed at the terminal (echoed), or `offered` when nothing is typed. */
async function readLine(prompt: string, offered: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await new Promise<string>((resolve) => lines.question(prompt, resolve));
  lines.close();
  return answer.trim() || offered;
}

/** The value of `--name "Jane Doe"` or `--name=Jane Doe`, if given. */
function nameArgument(args: readonly string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--name' || arg.startsWith('--name='));
  if (index === -1) return undefined;
  const arg = args[index]!;
  return (arg.startsWith('--name=') ? arg.slice('--name='.length) : (args[index + 1] ?? '')).trim();
}

/** The database a URL names, without its password: a SQLite file's full path, or the server and name. */
function databaseLabel(url: string): string {
  if (url.startsWith('file:')) return `SQLite file ${path.resolve(url.slice('file:'.length))}`;
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return `PostgreSQL ${parsed.toString()}`;
  } catch {
    return 'the one DATABASE_URL names';
  }
}

async function main() {
  const changeOnly = process.argv.includes('--existing');
  const args = process.argv.slice(2);
  const givenName = nameArgument(args);
  const email = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--name')?.trim();
  const command = changeOnly ? 'staff:password' : 'staff:add';
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    console.error(`Usage: npm run ${command} -- <email>${changeOnly ? '' : ' [--name "Jane Doe"]'}`);
    process.exit(2);
  }
  if (givenName !== undefined && (givenName === '' || givenName.length > staffNameMax)) {
    console.error(`The name must be 1 to ${staffNameMax} characters.`);
    process.exit(2);
  }
  const exists = await staffExists(email);
  if (changeOnly && !exists) {
    console.error(`There is no staff account ${email}. Create it with: npm run staff:add -- ${email}`);
    await closeDatabase();
    process.exit(2);
  }
  const password = await readPassword(
    `Password for ${email} (at least ${minimumPasswordLength} characters): `,
  );
  const problem = passwordProblem(password);
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
  if (process.stdin.isTTY) {
    const again = await readPassword('Repeat the password: ');
    if (again !== password) {
      console.error('The passwords do not match.');
      process.exit(2);
    }
  }
  // A new account's name: given, asked for at a terminal, else what the address says.
  const offered = nameFromEmail(email);
  const name =
    exists || givenName
      ? givenName
      : process.stdin.isTTY
        ? (await readLine(`Name, as customers read it under replies [${offered}]: `, offered)).slice(
            0,
            staffNameMax,
          )
        : offered;
  const { created, user, disabled } = await upsertStaff(email, password, name);
  console.log(
    created
      ? `Created the staff account ${email} (a manager), named ${user.name}.`
      : disabled
        ? `Set a new password for ${email}, but the account is disabled: it cannot sign in until a manager enables it again on the staff page (/admin/staff).`
        : `Set a new password for ${email}. Every session of this account has ended: sign in again.`,
  );
  // A server started with another DATABASE_URL would not know this account: say where it went.
  console.log(`Database: ${databaseLabel(env().DATABASE_URL)}`);
  await closeDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

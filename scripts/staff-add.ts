/**
 * `npm run staff:add -- <email>`: creates a staff account for the inbox at /admin (or sets a
 * new password on an existing one).
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
  const email = process.argv
    .slice(2)
    .find((arg) => !arg.startsWith('--'))
    ?.trim();
  const command = changeOnly ? 'staff:password' : 'staff:add';
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    console.error(`Usage: npm run ${command} -- <email>`);
    process.exit(2);
  }
  if (changeOnly && !(await staffExists(email))) {
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
  const { created } = await upsertStaff(email, password);
  console.log(
    created
      ? `Created the staff account ${email} (a manager).`
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

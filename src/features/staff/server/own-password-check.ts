import 'server-only';

import { hitRateLimit } from '@/server/security/rate-limit';

import { passwordCheckWindowMinutes, passwordChecksPerSession } from '../password-checks';
import { sessionLimitKey } from './current-staff';
import { HashingBusyError } from './password';

/**
 * Spends one of the session's tries at its account's password (changing it, turning two-factor
 * on), then runs `check`: why it cannot be asked now (tries used up, the server busy hashing), or
 * what `check` answered. One count for every form that asks, so a stolen session cannot guess on
 * one form after another.
 */
export async function askOwnPassword<Answer>(
  staffId: string,
  check: () => Promise<Answer>,
): Promise<{ refused: string } | { answer: Answer }> {
  const limit = await hitRateLimit(
    await sessionLimitKey('password-check', staffId),
    passwordChecksPerSession,
    passwordCheckWindowMinutes * 60,
  );
  if (!limit.allowed)
    return { refused: `Too many passwords tried here. Try again in ${passwordCheckWindowMinutes} minutes.` };
  try {
    return { answer: await check() };
  } catch (error) {
    if (error instanceof HashingBusyError)
      return { refused: 'The server is busy checking passwords. Try again in a minute.' };
    throw error;
  }
}

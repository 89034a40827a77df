import 'server-only';

/**
 * Background work a later domain runs, asked for by an earlier one that may not import it (imports
 * run down, eslint.config.mjs): a rental cancelled asks for the payments sweep, so its refund and
 * the release of its deposit hold go to Stripe now rather than at the sweep's next minute. The
 * work says how to run itself when it starts (payments: startPaymentsSweep); with none started
 * (payments off, a test without the sweep) asking does nothing and the work keeps its own timer.
 */
export type BackgroundWork = 'payments';

/** On globalThis: Next bundles the instrumentation hook and the pages apart, as separate copies. */
const registry = globalThis as typeof globalThis & {
  __backgroundWork?: Map<BackgroundWork, () => void>;
};

/** Says how to run `work` when asked (once its timer is started). */
export function runWhenAsked(work: BackgroundWork, run: () => void): void {
  (registry.__backgroundWork ??= new Map()).set(work, run);
}

/** Forgets how to run `work` (its timer stopped). */
export function stopRunningWhenAsked(work: BackgroundWork): void {
  registry.__backgroundWork?.delete(work);
}

/** Asks for `work` to run now, in the background; nothing when it is not started. */
export function askForWork(work: BackgroundWork): void {
  registry.__backgroundWork?.get(work)?.();
}

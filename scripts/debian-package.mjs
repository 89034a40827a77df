/**
 * The test scripts' one way to get a Debian package they need: already there, installed with
 * apt-get when running as root, or a message that says exactly what to install.
 */
import { spawnSync } from 'node:child_process';

/**
 * @param {string} name the Debian package
 * @param {string} purpose what it is for, for the messages
 * @param {() => boolean} installed whether what the tests use is present
 * @param {{ orElse?: string }} [options] what the tests use instead when it cannot be installed:
 *   said, and the tests go on
 * @returns {boolean} whether it is installed now
 */
export function ensureDebianPackage(name, purpose, installed, { orElse } = {}) {
  if (installed()) return true;
  const giveUp = (message) => {
    if (orElse) {
      console.warn(`${message}\nThe tests use ${orElse} instead.`);
      return false;
    }
    console.error(message);
    process.exit(1);
  };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot)
    return giveUp(
      `${name} is not installed. Install Debian's package, then run the tests again:\n\n  sudo apt-get update && sudo apt-get install -y ${name}\n`,
    );
  console.log(`Installing Debian ${name} for ${purpose} ...`);
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (
    run(['update']).status !== 0 ||
    run(['install', '-y', '--no-install-recommends', name]).status !== 0 ||
    !installed()
  )
    return giveUp(`Could not install ${name} with apt-get. Install it by hand: apt-get install -y ${name}`);
  return true;
}

/**
 * The test scripts' one way to get a Debian package they need: already there, installed with
 * apt-get when running as root, or a message that says exactly what to install.
 */
import { spawnSync } from 'node:child_process';

/**
 * @param {string} name the Debian package
 * @param {string} purpose what it is for, for the messages
 * @param {() => boolean} installed whether what the tests use is present
 */
export function ensureDebianPackage(name, purpose, installed) {
  if (installed()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${name} is not installed. Install Debian's package, then run the tests again:\n\n  sudo apt-get update && sudo apt-get install -y ${name}\n`,
    );
    process.exit(1);
  }
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
  ) {
    console.error(`Could not install ${name} with apt-get. Install it by hand: apt-get install -y ${name}`);
    process.exit(1);
  }
}

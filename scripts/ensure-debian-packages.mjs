// The Debian packages the tests drive, installed when missing: Playwright cannot download its own browser here, so
// e2e and screenshot tests use Debian's Chromium; the bill tests read and draw PDFs with poppler's pdftotext and
// pdftoppm; `npm run test:dates` sets the system clock of the unit tests with faketime. Installs what is missing when we are root (as on CI's fresh Debian machine); otherwise stops with a
// clear message. Usage: node scripts/ensure-debian-packages.mjs chromium poppler-utils
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const onPath = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Each package we know, with how to tell it is installed and what to say when it is not. */
const packages = {
  chromium: {
    installed: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    missing: () => `Chromium is missing at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
    hint: '(or set CHROMIUM_PATH to a Chromium or Chrome binary)',
    found: () => `Using Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
  },
  faketime: {
    installed: () => onPath('faketime'),
    missing: () => 'faketime (libfaketime) is missing',
    hint: '',
    found: () => 'Using faketime',
  },
  'poppler-utils': {
    installed: () => onPath('pdftotext') && onPath('pdftoppm'),
    missing: () => 'pdftotext and pdftoppm (poppler-utils) are missing',
    hint: '',
    found: () => 'Using pdftotext and pdftoppm from poppler-utils',
  },
};

/** Makes sure the named Debian packages are installed; exits the process with a message when they cannot be. */
export function ensureDebianPackages(names) {
  const unknown = names.filter((name) => !(name in packages));
  if (unknown.length > 0) {
    console.error(`ensure-debian-packages does not know how to check ${unknown.join(', ')}.`);
    process.exit(1);
  }
  const missing = names.filter((name) => !packages[name].installed());
  if (missing.length > 0) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const install = `apt-get install -y ${missing.join(' ')}`;
    if (!isRoot) {
      const hints = missing.map((name) => packages[name].hint).filter(Boolean);
      console.error(
        `${missing.map((name) => packages[name].missing()).join('; ')}. Install with: sudo ${install}` +
          `${hints.length > 0 ? `\n${hints.join('\n')}` : ''}\nthen run the tests again.`,
      );
      process.exit(1);
    }
    console.log(`${missing.map((name) => packages[name].missing()).join('; ')}; installing Debian's packages…`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
        stdio: 'inherit',
      });
    } catch {
      console.error(`Installing with apt-get failed. Run \`${install}\` by hand and run the tests again.`);
      process.exit(1);
    }
    const stillMissing = missing.filter((name) => !packages[name].installed());
    if (stillMissing.length > 0) {
      console.error(`apt-get finished but ${stillMissing.map((name) => packages[name].missing()).join('; ')}.`);
      process.exit(1);
    }
  }
  for (const name of names) console.log(packages[name].found());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureDebianPackages(process.argv.slice(2));

/**
 * Can the Firestore (and Storage) emulators start on this machine, and how?
 * They need Java 21+. Their engines normally come from the Firebase CLI's cache
 * (~/.cache/firebase/emulators, downloaded on first run); a Google Cloud SDK install also ships
 * the Firestore engine, which we can launch through a one-line manifest jar.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

const GCLOUD_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function javaMajor(javaBinary) {
  const result = spawnSync(javaBinary, ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The bin directory of a Java 21+ (PATH first, then /usr/lib/jvm), or null. */
function modernJavaBin() {
  const which = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).stdout.trim();
  const candidates = which ? [which] : [];
  try {
    for (const jdk of readdirSync('/usr/lib/jvm')) candidates.push(join('/usr/lib/jvm', jdk, 'bin', 'java'));
  } catch {
    // no /usr/lib/jvm
  }
  for (const java of candidates) {
    if (existsSync(java) && (javaMajor(java) ?? 0) >= 21) return join(java, '..');
  }
  return null;
}

function cached(prefix) {
  try {
    return readdirSync(join(homedir(), '.cache/firebase/emulators')).some((name) => name.startsWith(prefix));
  } catch {
    return false;
  }
}

/**
 * { only, env, notes } to run `emulators:exec` with, or { blocker } saying why the Firestore
 * emulator cannot start here. `notes` says what still cannot run (e.g. no Storage engine).
 */
export function firestoreEmulatorSetup() {
  const javaBin = modernJavaBin();
  const installedJava = javaMajor('java');
  if (!javaBin) {
    return {
      blocker: installedJava
        ? `Java ${installedJava} is installed; the Firestore and Storage emulators need Java 21 or newer`
        : 'Java is not installed (the Firestore and Storage emulators need Java 21 or newer)',
    };
  }
  const env = { PATH: `${javaBin}:${process.env.PATH}` };
  const downloadsAllowed = process.env.EMULATOR_DOWNLOADS === 'allowed';
  let firestore = cached('cloud-firestore-emulator') || downloadsAllowed;
  if (!firestore && existsSync(GCLOUD_FIRESTORE_JAR) && existsSync(join(javaBin, 'jar'))) {
    const dir = mkdtempSync(join(tmpdir(), 'solarcred-firestore-'));
    writeFileSync(join(dir, 'manifest.txt'), `Main-Class: ${FIRESTORE_MAIN}\nClass-Path: ${GCLOUD_FIRESTORE_JAR}\n`);
    const built = spawnSync(join(javaBin, 'jar'), ['cfm', join(dir, 'launcher.jar'), join(dir, 'manifest.txt')]);
    if (built.status === 0) {
      env.FIRESTORE_EMULATOR_BINARY_PATH = join(dir, 'launcher.jar');
      firestore = true;
    }
  }
  if (!firestore) {
    return {
      blocker:
        'the Firestore emulator engine is not in ~/.cache/firebase/emulators and this machine cannot download it (set EMULATOR_DOWNLOADS=allowed where it can)',
    };
  }
  const storage = cached('cloud-storage-rules-runtime') || downloadsAllowed;
  return {
    // tasks: the Cloud Tasks emulator (built into the CLI, nothing to download) runs the webhooks' deliverWebhook queue (issue 52).
    only: storage ? 'auth,functions,firestore,tasks,storage' : 'auth,functions,firestore,tasks',
    env,
    notes: storage ? null : 'Storage rules tests skipped: the Storage emulator engine is not cached and cannot be downloaded here',
  };
}

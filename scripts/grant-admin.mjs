#!/usr/bin/env node
// Grants (or, with --revoke, removes) the admin role of an existing account:
//   node scripts/grant-admin.mjs <email> [--revoke] [--project <id>] [--skip-firestore]
// Sets the `role` custom claim ('admin', or 'integrador' on revoke) and mirrors it in
// profiles/{uid}.tipo_usuario. With FIREBASE_AUTH_EMULATOR_HOST set it targets the emulators;
// otherwise the real project, using Application Default Credentials
// (`gcloud auth application-default login` or GOOGLE_APPLICATION_CREDENTIALS).
// The profile update is skipped when only the Auth emulator runs (it would reach production).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { defaultProject, runCommand } from './lib/admin-cli.mjs';
import { mirrorRoleOnProfile, setRoleClaim } from './lib/roles.mjs';

const usage = 'Uso: node scripts/grant-admin.mjs <email> [--revoke] [--project <id>] [--skip-firestore]';

function parseArgs(argv) {
  const options = { email: '', revoke: false, project: '', skipFirestore: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--revoke') options.revoke = true;
    else if (arg === '--skip-firestore') options.skipFirestore = true;
    else if (arg === '--project') options.project = argv[++i] ?? '';
    else if (arg.startsWith('--project=')) options.project = arg.slice('--project='.length);
    else if (!arg.startsWith('--') && !options.email) options.email = arg.trim();
    else return null;
  }
  return options.email.includes('@') ? options : null;
}

function firestoreSkipReason(options) {
  if (options.skipFirestore) return '--skip-firestore';
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST && !process.env.FIRESTORE_EMULATOR_HOST) {
    return 'Auth emulator without Firestore emulator';
  }
  return null;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options) {
    console.error(usage);
    return 2;
  }
  const projectId = options.project || defaultProject();
  const app = initializeApp({ projectId });
  const auth = getAuth(app);
  let user;
  try {
    user = await auth.getUserByEmail(options.email);
  } catch (error) {
    if (error?.code !== 'auth/user-not-found') throw error;
    console.error(`Nenhuma conta com o e-mail ${options.email} no projeto ${projectId}.`);
    return 1;
  }
  const role = options.revoke ? 'integrador' : 'admin';
  await setRoleClaim(app, user, role);
  console.log(`${options.email} (${user.uid}): role = ${role} [${projectId}]`);

  const skip = firestoreSkipReason(options);
  console.log(skip ? `Firestore skipped (${skip})` : await mirrorRoleOnProfile(app, user.uid, role));
  console.log('The user gets the new role on the next sign-in or token refresh.');
  return 0;
}

runCommand(main);

/**
 * True inside the Functions emulator when the Firestore emulator is not running. The Admin SDK
 * would then send writes to the real project, so triggers skip them instead (the Auth + Functions
 * tier runs this way on machines without Java 21).
 */
export function firestoreMissingInEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['FUNCTIONS_EMULATOR'] === 'true' && !env['FIRESTORE_EMULATOR_HOST'];
}

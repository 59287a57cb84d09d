/** Cloud Functions, loaded with the first command (callable). */
import { FirebaseError } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { product } from '@solarcred/domain/config';
import { BackendError } from '../port';
import { app, emulatorHost } from './app';

const functions = getFunctions(app, product.region);
if (emulatorHost) connectFunctionsEmulator(functions, emulatorHost, 5001);

/** Calls a callable; its HttpsError arrives as BackendError('not-found', the server's pt-BR message). */
export async function callFunction<Output>(name: string, input: unknown): Promise<Output> {
  try {
    const result = await httpsCallable<unknown, Output>(functions, name)(input);
    return result.data;
  } catch (error) {
    if (error instanceof FirebaseError) throw new BackendError(error.code.replace(/^functions\//, ''), error.message);
    throw error;
  }
}

/** Calling the callables of one Firebase app: the app's (functions.ts) or the customer's page's (guest-link.ts). */
import { FirebaseError, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { product } from '@solarcred/domain/config';
import { BackendError } from '../port';
import { emulatorHost } from './app-options';

/** A caller of `app`'s callables; an HttpsError arrives as BackendError(code, the server's pt-BR message). */
export function callableClient(app: FirebaseApp) {
  const functions = getFunctions(app, product.region);
  if (emulatorHost) connectFunctionsEmulator(functions, emulatorHost, 5001);
  return async function callFunction<Output>(name: string, input: unknown): Promise<Output> {
    try {
      const result = await httpsCallable<unknown, Output>(functions, name)(input);
      return result.data;
    } catch (error) {
      if (error instanceof FirebaseError) throw new BackendError(error.code.replace(/^functions\//, ''), error.message);
      throw error;
    }
  };
}

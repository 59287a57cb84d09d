/** Calling the callables of one Firebase app: the app's (functions.ts) or the customer's page's (guest-link.ts). */
import { FirebaseError, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { product } from '@solarcred/domain/config';
import { BackendError } from '../port';
import { emulatorHost } from './app-options';

/**
 * The server's pt-BR message of a refused call, as a person should read it. The Functions SDK
 * (0.12+) appends the HTTP status (' [400]') and, without a message, words its own English
 * ('Backend error status: …') or repeats the code: those read as the code, i.e. no reason given.
 */
export function serverMessage(message: string, code: string): string {
  const text = message.replace(/\s*\[\d{3}\]$/, '').trim();
  return text === '' || text === code || /^(Unknown )?backend error status:/i.test(text) ? code : text;
}

/** A caller of `app`'s callables; an HttpsError arrives as BackendError(code, the server's pt-BR message). */
export function callableClient(app: FirebaseApp) {
  const functions = getFunctions(app, product.region);
  if (emulatorHost) connectFunctionsEmulator(functions, emulatorHost, 5001);
  return async function callFunction<Output>(name: string, input: unknown): Promise<Output> {
    try {
      const result = await httpsCallable<unknown, Output>(functions, name)(input);
      return result.data;
    } catch (error) {
      if (error instanceof FirebaseError) {
        const code = error.code.replace(/^functions\//, '');
        throw new BackendError(code, serverMessage(error.message, code));
      }
      throw error;
    }
  };
}

/**
 * The customer's page's own Firebase app (issue 28), made on first need (an upload, or an App
 * Check token), so the guest never shares the browser's signed-in session.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions, withAppCheck } from './app-options';

let app: Promise<FirebaseApp> | undefined;

export const guestApp = (): Promise<FirebaseApp> => (app ??= withAppCheck(initializeApp(firebaseOptions, 'cliente-link')));

/** Firestore, loaded with the first screen that reads it (the signed-in session's documents). */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { app, emulatorHost } from './app';

export const db = getFirestore(app);
if (emulatorHost) connectFirestoreEmulator(db, emulatorHost, 8080);

/**
 * The customer's page, live (issue 45): vistas_cliente/{linkId} listened to with the session
 * watchCustomerLink makes, on an app of its own ('cliente-vista'), so the upload session (which
 * signs in with other claims on the 'cliente-link' app) never replaces the listener's. In memory
 * only, like every guest session; loaded after the page has shown its first state.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithCustomToken, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot, Timestamp, type Firestore } from 'firebase/firestore';
import type { GuestLiveView } from '@solarcred/domain/customer-link/live-view';
import { guestLiveViews } from '@solarcred/domain/data/guest-views';
import { emulatorHost, firebaseOptions, withAppCheck } from './app-options';

let services: Promise<{ auth: Auth; db: Firestore }> | undefined;

const viewServices = () =>
  (services ??= withAppCheck(initializeApp(firebaseOptions, 'cliente-vista')).then((app) => {
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    const db = getFirestore(app);
    if (emulatorHost) {
      connectAuthEmulator(auth, `http://${emulatorHost}:9099`, { disableWarnings: true });
      connectFirestoreEmulator(db, emulatorHost, 8080);
    }
    return { auth, db };
  }));

/** Signs in with `customToken` and listens to the link's view; resolves with the unsubscribe. */
export async function watchGuestView(
  customToken: string,
  linkId: string,
  listener: (view: GuestLiveView) => void,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const { auth, db } = await viewServices();
  await signInWithCustomToken(auth, customToken);
  const ref = doc(db, guestLiveViews.path, linkId).withConverter(guestLiveViews.converter(Timestamp.fromMillis));
  return onSnapshot(
    ref,
    (snapshot) => {
      const view = snapshot.data();
      if (view) listener(view);
    },
    onError,
  );
}

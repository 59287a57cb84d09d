/**
 * The customer's page on Firebase (issue 28): its callables over fetch (callable-fetch.ts), with
 * no Firebase SDK until the first file; then an app of its own, so the guest never shares the
 * browser's signed-in session. An upload asks
 * authorizeCustomerUpload for a short session scoped to the link's folder and signs in with it,
 * in memory only; storage.rules checks that the link is still open.
 */
import { extensionOf } from '@solarcred/domain/files';
import { pendingAnswerBase, uploadFileName } from '@solarcred/domain/storage-names';
import type { GuestLinkView } from '@solarcred/domain/customer-link/commands';
import type { UploadProgress } from '../port';
import type { GuestLinkPort } from '../port-customer-links';
import type { ContractCodeSent, ContractPdfFile, ContractSigned, GuestContractPort, GuestContractView } from '../port-guest-contract';
import type { ContractCheck } from '@solarcred/domain/contract/types';
import { callFetch as call } from './callable-fetch';
import { unlessStorageUnreachable } from './storage-reach';
import { firebasePrivacyGuest } from './privacy-guest';
import type { PrivacyGuestPort } from '../port-privacy-guest';

/** The uploader (Firebase's app, Auth and Storage), made with the first file. */
let uploader: Promise<ReturnType<typeof import('./guest-upload').guestUploader>> | null = null;
const loadUploader = () =>
  (uploader ??= Promise.all([import('./guest-app'), import('./guest-upload')]).then(async ([{ guestApp }, { guestUploader }]) => guestUploader(await guestApp())));

/** Uploads `file` as `{base}_{timestamp}.{ext}` in the link's folder, with a session scoped to it. */
async function uploadNamed(token: string, base: string, file: File, onProgress?: UploadProgress): Promise<string> {
  // Storage out of reach is told at once, not after the session and the SDK's silent retries (issue 45).
  const [{ customToken, pasta }, upload] = await unlessStorageUnreachable(Promise.all([
    call<{ customToken: string; pasta: string }>('authorizeCustomerUpload', { token }),
    loadUploader(),
  ]));
  const path = `${pasta}/${uploadFileName(base, Date.now(), extensionOf(file.name) || 'bin')}`;
  await upload(customToken, path, file, onProgress);
  return path;
}

export const guestLink: GuestLinkPort & GuestContractPort & PrivacyGuestPort = {
  // The guests' LGPD requests (issue 51): guest callables too.
  ...firebasePrivacyGuest,
  open: (token) => call<GuestLinkView>('openCustomerLink', { token }),
  upload: (token, key, file, onProgress) => uploadNamed(token, key, file, onProgress),
  uploadAnswer: (token, itemId, file, onProgress) => uploadNamed(token, pendingAnswerBase(itemId), file, onProgress),
  async answerItem(token, itemId, answer) {
    await call('answerCustomerPendingItem', { token, itemId, ...answer });
  },
  async submit(token, dados) {
    // The form calls it only with its box 'Li e aceito…' ticked (issue 51).
    await call('submitCustomerApplication', { token, dados, aceite: true });
  },
  // The contract (issue 47): the guest callables, token-checked and rate-limited as the others.
  openContract: (token) => call<GuestContractView | null>('openCustomerContract', { token }),
  requestCode: (token, contratoId) => call<ContractCodeSent>('requestContractCode', { token, contratoId }),
  sign: (token, contratoId, command) => call<ContractSigned>('signCustomerContract', { token, contratoId, ...command }),
  pdf: (token, contratoId, assinado) => call<ContractPdfFile>('customerContractPdf', { token, contratoId, assinado }),
  verify: (query) => call<ContractCheck>('verifyContract', query),
  // Firebase's app, Auth and Firestore load only now, after the page has shown what open() said.
  watch: (token) => (listener, onError) => {
    let active = true;
    let stop = () => {};
    Promise.all([call<{ customToken: string; linkId: string }>('watchCustomerLink', { token }), import('./guest-watch')])
      .then(([{ customToken, linkId }, { watchGuestView }]) => (active ? watchGuestView(customToken, linkId, listener, onError) : null))
      .then((unsubscribe) => {
        if (!unsubscribe) return;
        if (active) stop = unsubscribe;
        else unsubscribe();
      })
      .catch((error: unknown) => {
        if (active) onError(error);
      });
    return () => {
      active = false;
      stop();
    };
  },
};

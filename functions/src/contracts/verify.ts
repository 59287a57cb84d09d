/**
 * verifyContract ({ sha256 } | { codigo }), public (/verificar, issue 47): whether a PDF (the
 * browser hashes it, the file never leaves the page) or the code printed on its evidence page is
 * an authentic signed contract, and when it was signed (ContractCheck): nothing else, whoever asks.
 * Limited per caller address like the guest callables: the same window in limites_link (the
 * trusted address's SHA-256, callable.ts addressOf), counted before anything is looked up; over
 * it, 'resource-exhausted' and nothing written.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { checkContract, verifyContractInput } from '@solarcred/domain/contract/signing';
import { guestRateLimits, nextRateWindow } from '@solarcred/domain/customer-link/rate-limit';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import { contractVerifications } from '@solarcred/domain/data/contracts';
import { guestRateWindows } from '@solarcred/domain/data/customer-links';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import type { Millis } from '@solarcred/domain/model';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';
import { addressKeyOf } from '../customer-links/guest-access';

/** Counts one call of `address`; refused over the per-address limit. */
export async function admitAddress(db: Firestore, address: string, now: Millis): Promise<void> {
  const key = addressKeyOf(address);
  const allowed = await db.runTransaction(async (tx) => {
    const next = nextRateWindow((await tx.get(typedDoc(db, guestRateWindows, key))).data() ?? null, now, guestRateLimits.perAddress);
    if (next.allowed) tx.set(db.doc(guestRateWindows.docPath(key)), toFirestore(next.window));
    return next.allowed;
  });
  if (!allowed) throw new HttpsError('resource-exhausted', customerLinkText.tooMany);
}

export const verifyContract = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const query = parseCommand(verifyContractInput, data);
  await admitAddress(db, address, Date.now());
  if ('codigo' in query) return checkContract((await typedDoc(db, contractVerifications, query.codigo).get()).data() ?? null);
  const found = await typedCollection(db, contractVerifications).where('sha256_assinado', '==', query.sha256).limit(1).get();
  return checkContract(found.docs[0]?.data() ?? null);
});

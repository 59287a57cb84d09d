/**
 * Keeps a company's name and status on its gestores' and vendedores' memberships (issue 29): they
 * do not read integradores/{id} (it holds the titular's CPF), so their session reads its copy on
 * membros/{uid}. Runs only when the name or the status changed (an approval, a rejection, an
 * admin's edit); a company has at most 50 members, so one batch. A replay writes the same values.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { product } from '@solarcred/domain/config';
import { integratorDocumentPattern } from '@solarcred/domain/data/integrators';
import { members } from '@solarcred/domain/data/members';
import type { Integrator } from '@solarcred/domain/model';
import { companyOnMembers } from '@solarcred/domain/team/member';
import { adminFirestore } from '../app';
import { fromFirestore } from '../firestore-data';

export const onCompanyForMembers = onDocumentWritten({ document: integratorDocumentPattern, region: product.region, retry: true }, async (event) => {
  const { before, after } = event.data ?? {};
  if (!after?.exists) return;
  const was = before?.exists ? fromFirestore<Integrator>(before.id, before.data() ?? {}) : null;
  const patch = companyOnMembers(was, fromFirestore<Integrator>(after.id, after.data() ?? {}));
  if (!patch) return;
  const db = adminFirestore();
  const team = await db.collection(members.path).where('empresa', '==', after.id).get();
  const others = team.docs.filter((doc) => doc.id !== after.id);
  if (others.length === 0) return;
  const batch = db.batch();
  for (const doc of others) batch.update(doc.ref, patch);
  await batch.commit();
});

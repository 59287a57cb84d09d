/**
 * savePayoutDestination ({ pix, conta_bancaria }), integrators (issue 27): refused unless the
 * caller is an approved company's titular (its record read in the transaction, issue 45) and
 * re-entered its password in the last five minutes (the ID token's auth_time); one
 * transaction writes dados_pagamento/{uid} and, when cashback is due, flags those cycles for the
 * admin; the owner gets an e-mail (whatever the switches).
 */
import { savePayoutDestination as decide } from '@solarcred/domain/cashback/payout-destination';
import { payoutDestinationMailEvent } from '@solarcred/domain/mail/events';
import { cashbackCycles, payoutDestinations } from '@solarcred/domain/data/cashback';
import { integrators } from '@solarcred/domain/data/integrators';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';
import { appUrl } from '../mail/triggers';
import { sendEventMails } from '../mail/outbox';

/** More due cycles than this for one integrator are not flagged one by one (the first ones are). */
const FLAGGED_CYCLES = 100;

export const savePayoutDestination = callable('integrador', async ({ actor, data, authTime }) => {
  const db = commandFirestore();
  const saved = await db.runTransaction(async (tx) => {
    const [due, company] = await Promise.all([
      tx.get(typedCollection(db, cashbackCycles).where('integrador_id', '==', actor.uid).where('situacao', '==', 'a_pagar').limit(FLAGGED_CYCLES)),
      tx.get(typedDoc(db, integrators, actor.uid)).then((snapshot) => snapshot.data() ?? null),
    ]);
    const now = Date.now();
    const destination = decide({ input: data, actor, company, authTimeSeconds: authTime, now, cashbackDue: !due.empty });
    tx.set(db.doc(payoutDestinations.docPath(actor.uid)), toFirestore(destination));
    for (const cycle of due.docs) tx.update(cycle.ref, toFirestore({ dados_pagamento_alterados_em: now }));
    return { destination, nomeEmpresa: company?.nome_empresa ?? '' };
  });
  await sendEventMails(db, payoutDestinationMailEvent(saved.destination, saved.nomeEmpresa), actor.uid, appUrl(), saved.destination.atualizado_em);
  return null;
});

import { describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { eachPersona, nobody, uids, useRulesEnv } from './firestore-test-env';

const id = `proposta_status_h1_${uids.owner}`;
const mail = {
  to: 'contato@solar.test',
  message: { subject: 'SolarCred: proposta', html: '<p>Olá</p>', text: 'Olá' },
  evento: 'proposta_status',
  created_at: new Date('2026-01-10T12:00:00Z'),
};

/**
 * mail/{id} holds other people's addresses and texts and is delivered by the Trigger Email
 * extension: written by Cloud Functions only, read by no client, not even the addressee or an admin.
 */
describe.skipIf(!hasFirestore)('firestore.rules: mail/{id}', () => {
  const getEnv = useRulesEnv(() => ({ [`mail/${id}`]: mail }));

  describe('get an e-mail', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`mail/${id}`).get());
  });

  describe('list the e-mails', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('mail').get());
  });

  describe('queue an e-mail (anyone could send mail as the product)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('mail/novo').set({ ...mail, to: 'alvo@exemplo.com' }));
  });

  describe('update an e-mail', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`mail/${id}`).update({ to: 'outro@exemplo.com' }));
  });

  describe('delete an e-mail', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`mail/${id}`).delete());
  });
});

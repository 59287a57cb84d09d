import { describe, it } from 'vitest';
import { integratorEmailKeys } from '@solarcred/domain/mail/preferences';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, baseProfiles, dbAs, eachPersona, expectRule, uids, useRulesEnv } from './firestore-test-env';

const own = `profiles/${uids.owner}`;
/** Every switch the profile screen shows (domain/src/mail/preferences.ts), off. */
const allOff = Object.fromEntries(integratorEmailKeys.map((key) => [key, false]));

/** profiles/{uid}.notificacoes_email: the integrator's e-mail switches (issue 15), changed by the owner only. */
describe.skipIf(!hasFirestore)('firestore.rules: profiles/{uid}.notificacoes_email', () => {
  const getEnv = useRulesEnv(() => ({ ...baseProfiles(), ...baseIntegrators() }));

  describe("save the owner's e-mail switches", () => {
    eachPersona(getEnv, allowOnly('owner'), (db) => db.doc(own).update({ notificacoes_email: allOff }));
  });

  it("a pending integrator saves its own switches", async () => {
    await expectRule(true, dbAs(getEnv(), 'pending').doc(`profiles/${uids.pending}`).update({ notificacoes_email: { cadastro: false } }));
  });

  it('the owner saves one switch, or them with its name', async () => {
    await expectRule(true, dbAs(getEnv(), 'owner').doc(own).update({ notificacoes_email: { comentarios: false } }));
    await expectRule(true, dbAs(getEnv(), 'owner').doc(own).update({ nome: 'Ana', notificacoes_email: { pendencias: true } }));
  });

  it('the owner may not store unknown keys, non-booleans or a non-map', async () => {
    const owner = dbAs(getEnv(), 'owner').doc(own);
    await expectRule(false, owner.update({ notificacoes_email: { outra: true } }));
    await expectRule(false, owner.update({ notificacoes_email: { status_proposta: 'nao' } }));
    await expectRule(false, owner.update({ notificacoes_email: { instalacao: 'nao' } }));
    await expectRule(false, owner.update({ notificacoes_email: true }));
  });
});

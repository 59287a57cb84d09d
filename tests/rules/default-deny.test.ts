import { describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { eachPersona, nobody, useRulesEnv } from './firestore-test-env';

describe.skipIf(!hasFirestore)('firestore.rules: collections without a match are closed', () => {
  const getEnv = useRulesEnv(() => ({ 'configuracoes/geral': { aberto: true } }));

  describe('get an unknown collection document', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('configuracoes/geral').get());
  });

  describe('write an unknown collection document', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('configuracoes/geral').set({ aberto: false }));
  });
});

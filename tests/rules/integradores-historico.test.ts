import { describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { uids } from './firestore-test-env';
import { describeOwnerSubcollection } from './owner-subcollection';

const entry = { de: 'pendente_aprovacao', para: 'aprovado', por: uids.admin, motivo: null, em: new Date('2026-01-12T12:00:00Z') };

describe.skipIf(!hasFirestore)('firestore.rules: integradores/{uid}/historico', () => {
  describeOwnerSubcollection('historico', entry);
});

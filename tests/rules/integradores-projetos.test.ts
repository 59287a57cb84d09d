import { describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { uids } from './firestore-test-env';
import { describeOwnerSubcollection } from './owner-subcollection';

const project = {
  integrador_id: uids.owner,
  nome_cliente: 'Cliente',
  potencia_kwp: 5.4,
  art: null,
  memorial: null,
  fotos: [],
  created_at: new Date('2026-01-12T12:00:00Z'),
};

describe.skipIf(!hasFirestore)('firestore.rules: integradores/{uid}/projetos', () => {
  describeOwnerSubcollection('projetos', project);
});

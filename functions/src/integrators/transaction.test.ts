import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { submitProfile } from '@solarcred/domain/handlers/integrator-profile';
import { approveIntegrator } from '@solarcred/domain/handlers/integrator-review';
import { integratorDocumentWrites } from './transaction';

const now = Date.UTC(2026, 2, 10, 12, 0, 0);
const at = Timestamp.fromMillis(now);
const file = (name: string) => ({ path: `integrador-documents/u1/${name}.pdf`, nome: `${name}.pdf`, tamanho: 10, tipo: 'application/pdf' });

describe('integratorDocumentWrites', () => {
  it('turns a submission into the record update, a history entry, one document per project slot and the emptied slots removed', () => {
    const current = { id: 'u1', user_id: 'u1', email: 'a@b.com', nome_empresa: 'a@b.com', status: 'pendente_cadastro', created_at: 1, updated_at: 1 };
    const writes = submitProfile(
      current,
      {
        nome_empresa: 'Sol', cnpj: '11222333000181', cep: '01310100', street: 'Rua', number: '1', complement: 'A',
        neighborhood: 'B', city: 'São Paulo', state: 'SP', telefone: '11987654321', team_size: '1-5', revenue: 'ate_50k',
        has_installation: 'sim', how_knew_us: 'google', average_projects: '1-5', credit_issues: 'nao', owner_name: 'Maria',
        owner_cpf: '52998224725', owner_phone: '11912345678', owner_email: 'maria@sol.com',
        documentos: { contrato_social: file('contrato') },
        projetos: [{ nome_cliente: 'Cliente', potencia_kwp: 5, fotos: [file('foto')] }],
      },
      { uid: 'u1', role: 'integrador' },
      now,
      () => ({ size: 10, contentType: 'application/pdf' }),
    );
    const [update, history, project, ...removed] = integratorDocumentWrites('u1', writes);
    expect(removed).toEqual([
      { kind: 'delete', path: 'integradores/u1/projetos/projeto-2' },
      { kind: 'delete', path: 'integradores/u1/projetos/projeto-3' },
    ]);
    expect(update).toMatchObject({ kind: 'update', path: 'integradores/u1' });
    expect(update?.kind === 'update' && update.data).toMatchObject({
      status: 'pendente_documentacao',
      updated_at: at,
      documentos: { contrato_social: { ...file('contrato'), enviado_em: at } },
    });
    expect(history).toEqual({
      kind: 'add',
      collection: 'integradores/u1/historico',
      data: { de: 'pendente_cadastro', para: 'pendente_documentacao', por: 'u1', motivo: null, em: at },
    });
    expect(project).toEqual({
      kind: 'set',
      path: 'integradores/u1/projetos/projeto-1',
      data: {
        nome_cliente: 'Cliente', potencia_kwp: 5, art: null, memorial: null,
        fotos: [{ ...file('foto'), enviado_em: at }], integrador_id: 'u1', created_at: at,
      },
    });
  });

  it('writes only the history-bearing update of an approval', () => {
    const record = { id: 'u1', user_id: 'u1', email: 'a@b.com', nome_empresa: 'Sol', status: 'pendente', created_at: 1, updated_at: 1 };
    const writes = integratorDocumentWrites('u1', approveIntegrator(record, { integratorId: 'u1' }, { uid: 'adm', role: 'admin' }, now));
    expect(writes).toEqual([
      { kind: 'update', path: 'integradores/u1', data: { status: 'aprovado', motivo_rejeicao: null, updated_at: at } },
      { kind: 'add', collection: 'integradores/u1/historico', data: { de: 'pendente', para: 'aprovado', por: 'adm', motivo: null, em: at } },
    ]);
  });

  it('writes nothing when nothing changed (refresh without news)', () => {
    expect(integratorDocumentWrites('u1', { patch: {}, history: null })).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminIntegratorEdit,
  adminIntegratorEditInput,
  approveInput,
  commentInput,
  noticeForm,
  noticeInput,
  proposalStatusInput,
  rejectInput,
} from './misc';

const issuesOf = (schema: z.ZodType, values: unknown) =>
  schema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('commentInput', () => {
  it('trims and limits to 500 characters', () => {
    expect(commentInput.parse({ propostaId: 'p1', commentId: 'c1', comentario: '  Documentos ok. ' })).toEqual({
      propostaId: 'p1',
      commentId: 'c1',
      comentario: 'Documentos ok.',
    });
    expect(issuesOf(commentInput, { propostaId: 'p1', commentId: 'c1', comentario: '   ' })).toEqual([
      ['comentario', 'Este campo é obrigatório'],
    ]);
    expect(issuesOf(commentInput, { propostaId: 'p1', commentId: 'c1', comentario: 'a'.repeat(501) })).toEqual([
      ['comentario', 'O comentário deve ter no máximo 500 caracteres'],
    ]);
    expect(commentInput.safeParse({ propostaId: 'a/b', commentId: 'c1', comentario: 'oi' }).success).toBe(false);
    expect(issuesOf(commentInput, { propostaId: 'p1', comentario: 'oi' })).toEqual([['commentId', 'Este campo é obrigatório']]);
    expect(commentInput.safeParse({ propostaId: 'p1', commentId: 'c/1', comentario: 'oi' }).success).toBe(false);
    expect(commentInput.safeParse({ propostaId: 'p1', commentId: 'c'.repeat(2000), comentario: 'oi' }).success).toBe(false);
  });

  it('accepts exactly the non-blank comments of at most 500 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 520 }), (comentario) => {
        const ok = comentario.trim() !== '' && comentario.length <= 500;
        expect(commentInput.safeParse({ propostaId: 'p1', commentId: 'c1', comentario }).success).toBe(ok);
      }),
    );
  });
});

describe('notices', () => {
  it('requires title and content', () => {
    expect(issuesOf(noticeInput, { titulo: ' ', conteudo: '' })).toEqual([
      ['titulo', 'Este campo é obrigatório'],
      ['conteudo', 'Este campo é obrigatório'],
    ]);
  });

  it('requires the integrator of a specific notice', () => {
    expect(issuesOf(noticeInput, { titulo: 'T', conteudo: 'C', destinatario_tipo: 'especifico', integrador_id: ' ' })).toEqual([
      ['integrador_id', 'Selecione o integrador destinatário'],
    ]);
    expect(noticeInput.parse({ titulo: 'T', conteudo: 'C', destinatario_tipo: 'especifico', integrador_id: 'int-1' })).toEqual({
      titulo: 'T',
      conteudo: 'C',
      destinatario_tipo: 'especifico',
      integrador_id: 'int-1',
      imagem_path: null,
    });
  });

  it('drops the integrator of a notice for everyone', () => {
    expect(noticeInput.parse({ titulo: 'T', conteudo: 'C', integrador_id: 'int-1', imagem_path: 'avisos/1700.png' })).toEqual({
      titulo: 'T',
      conteudo: 'C',
      destinatario_tipo: 'todos',
      integrador_id: null,
      imagem_path: 'avisos/1700.png',
    });
    expect(noticeInput.safeParse({ titulo: 'T', conteudo: 'C', imagem_path: 'profile-images/x.png' }).success).toBe(false);
  });

  it('checks the form image', () => {
    const base = { titulo: 'T', conteudo: 'C', destinatario_tipo: 'todos' };
    expect(issuesOf(noticeForm, { ...base, imagem: { name: 'a.pdf', size: 10, type: 'application/pdf' } })).toEqual([
      ['imagem', 'Por favor, selecione apenas arquivos de imagem'],
    ]);
    expect(issuesOf(noticeForm, { ...base, imagem: { name: 'a.png', size: 5 * 1024 * 1024 + 1, type: 'image/png' } })).toEqual([
      ['imagem', 'A imagem deve ter no máximo 5MB'],
    ]);
    expect(noticeForm.safeParse({ ...base, imagem: null }).success).toBe(true);
  });
});

describe('adminIntegratorEdit', () => {
  const valid = {
    nome_empresa: 'Sol Nascente',
    cnpj: '12.ABC.345/01DE-35',
    email: 'contato@sol.com.br',
    telefone: '(11) 3333-4444',
    cep: '01310-100',
    street: 'Av. Paulista',
    number: '1000',
    complement: 'Sala 1',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  };

  it('normalizes the edited data', () => {
    expect(adminIntegratorEdit.parse(valid)).toEqual({
      ...valid,
      cnpj: '12ABC34501DE35',
      telefone: '1133334444',
      cep: '01310100',
    });
    expect(adminIntegratorEditInput.parse({ ...valid, integratorId: 'int-1' }).integratorId).toBe('int-1');
  });

  it('checks CNPJ digits, CEP, phone and e-mail', () => {
    expect(
      issuesOf(adminIntegratorEdit, { ...valid, cnpj: '12.ABC.345/01DE-36', email: 'x@', telefone: '123', cep: '0131' }),
    ).toEqual([
      ['cnpj', 'CNPJ inválido'],
      ['email', 'Email inválido'],
      ['telefone', 'Telefone deve ter 10 ou 11 dígitos'],
      ['cep', 'CEP deve ter 8 dígitos'],
    ]);
  });
});

describe('admin actions', () => {
  it('requires a reason to reject', () => {
    expect(issuesOf(rejectInput, { integratorId: 'int-1', motivo: '  ' })).toEqual([['motivo', 'Este campo é obrigatório']]);
    expect(rejectInput.parse({ integratorId: 'int-1', motivo: ' Documentos ilegíveis ' })).toEqual({
      integratorId: 'int-1',
      motivo: 'Documentos ilegíveis',
    });
  });

  it('requires an id to approve and a known status to move a proposal', () => {
    expect(issuesOf(approveInput, {})).toEqual([['integratorId', 'Este campo é obrigatório']]);
    expect(proposalStatusInput.parse({ propostaId: 'p1', status: 'em_analise' })).toEqual({
      propostaId: 'p1',
      status: 'em_analise',
    });
    expect(issuesOf(proposalStatusInput, { propostaId: 'p1', status: 'pendente' })).toEqual([
      ['status', 'Este campo é obrigatório'],
    ]);
  });
});

/**
 * Every string a client can send is bounded: for each command schema, each string of a valid
 * payload is replaced by an oversized one (10,000 letters, or the valid value padded with 10,000
 * spaces, which trimming or digit-stripping would otherwise hide) and the payload must be refused.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { completeProfileData, proposalFormValues, validAdminEditInput, validCompany, validOwner } from '../test-fixtures';
import { signInSchema, signUpSchema, forgotPasswordSchema, resetPasswordSchema } from './auth';
import { adminIntegratorEditInput, approveInput, commentInput, noticeInput, proposalStatusInput, rejectInput } from './misc';
import { submitProfileInput } from './profile-submit';
import { companyStepSchema, ownerStepSchema } from './profile-wizard';
import { proposalSubmitInput } from './proposal-wizard';
import { proposalEditInput } from './proposal-edit';

const storedFile = (name: string) => ({
  path: `integrador-documents/uid-1/${name}_1700000000000.pdf`,
  nome: `${name}.pdf`,
  tamanho: 1000,
  tipo: 'application/pdf',
});

function attachmentsAsPaths(values: ReturnType<typeof proposalFormValues>) {
  const path = (name: string) => `propostas-anexos/uid-1/${name}_1700000000000.pdf`;
  return {
    clientData: { ...values.clientData, anexoRgCpf: path('rg') },
    projectData: { ...values.projectData, anexoFaturaEnergia: path('fatura') },
    creditData: values.creditData,
    bankingData: { ...values.bankingData, anexoHolerite: path('holerite') },
  };
}

const samples: Record<string, { schema: z.ZodType; valid: unknown }> = {
  submitProfileInput: {
    schema: submitProfileInput,
    valid: {
      ...completeProfileData,
      documentos: { contrato_social: storedFile('contrato_social') },
      projetos: [{ nome_cliente: 'Cliente', potencia_kwp: 5, art: storedFile('art'), memorial: null, fotos: [storedFile('foto')] }],
    },
  },
  adminIntegratorEditInput: {
    schema: adminIntegratorEditInput,
    valid: validAdminEditInput,
  },
  approveInput: { schema: approveInput, valid: { integratorId: 'uid-1' } },
  rejectInput: { schema: rejectInput, valid: { integratorId: 'uid-1', motivo: 'Documento ilegível' } },
  commentInput: { schema: commentInput, valid: { propostaId: 'p1', commentId: 'c1', comentario: 'Olá' } },
  noticeInput: {
    schema: noticeInput,
    valid: { titulo: 'Aviso', conteudo: 'Texto', destinatario_tipo: 'especifico', integrador_id: 'uid-1', imagem_path: 'avisos/n1/a.png' },
  },
  proposalStatusInput: { schema: proposalStatusInput, valid: { propostaId: 'p1', status: 'enviada' } },
  proposalEditInput: { schema: proposalEditInput, valid: { propostaId: 'p1', prioridade: 'alta', valor_proposta: 2_500_000 } },
  proposalSubmitInput: { schema: proposalSubmitInput, valid: attachmentsAsPaths(proposalFormValues()) },
  companyStep: { schema: companyStepSchema, valid: validCompany },
  ownerStep: { schema: ownerStepSchema, valid: validOwner },
  signIn: { schema: signInSchema, valid: { email: 'a@b.com', password: 'segredo1' } },
  signUp: { schema: signUpSchema, valid: { email: 'a@b.com', password: 'segredo1', confirmation: 'segredo1' } },
  forgotPassword: { schema: forgotPasswordSchema, valid: { email: 'a@b.com' } },
  resetPassword: { schema: resetPasswordSchema, valid: { password: 'segredo1', confirmation: 'segredo1' } },
};

type Path = (string | number)[];

/** The path of every string leaf in `value`. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function replaceAt(value: unknown, path: Path, replace: (old: string) => string): unknown {
  if (path.length === 0) return replace(value as string);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replace) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: replaceAt(record[head as string], rest, replace) };
}

const HUGE = 10_000;

describe.each(Object.entries(samples))('%s', (_name, { schema, valid }) => {
  it('accepts the valid sample', () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  const paths = stringPaths(valid);
  it.each(paths.map((path) => [path.join('.'), path] as const))('refuses an oversized %s', (_label, path) => {
    const letters = replaceAt(valid, path, () => 'a'.repeat(HUGE));
    const padded = replaceAt(valid, path, (old) => old + ' '.repeat(HUGE));
    expect(schema.safeParse(letters).success).toBe(false);
    expect(schema.safeParse(padded).success).toBe(false);
  });
});

/**
 * The contract's clauses as the admin edits them in 'Configurações' (issue 47), versioned like the
 * credit lines' rates (handlers/credit-lines.ts): each save is the next version, the one it
 * replaces is kept, and a save made over someone else's newer version is refused. Clauses hold
 * {{placeholders}} the generator fills from the proposal; an unknown one is refused at its clause.
 */
import { z } from 'zod';
import { DomainError } from '../errors';
import { requireAdmin, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import type { Millis } from '../model';
import { contractText as text } from './contract-text';
import { defaultClauses } from './default-clauses';
import type { ContractTemplate } from './types';

/** Every placeholder a clause may use, with what it becomes (shown beside the editor). */
export const templatePlaceholders = {
  numero_contrato: 'Número do contrato (CCB)',
  cliente_nome: 'Nome completo do cliente',
  cliente_documento: 'CPF ou CNPJ do cliente',
  cliente_endereco: 'Endereço do cliente',
  cliente_email: 'E-mail do cliente',
  credora_nome: 'Razão social da credora',
  credora_documento: 'CNPJ da credora',
  credora_endereco: 'Endereço da credora',
  credora_email: 'E-mail de atendimento da credora',
  fornecedor_nome: 'Nome da empresa integradora (fornecedor)',
  fornecedor_documento: 'CNPJ do integrador',
  sistema_descricao: 'Potência, geração, módulos e inversor do sistema',
  sistema_endereco: 'Endereço da instalação',
  valor_sistema: 'Valor do sistema',
  valor_entrada: 'Valor da entrada',
  valor_liberado: 'Valor liberado ao fornecedor',
  tarifa: 'Tarifa de cadastro',
  iof: 'IOF',
  valor_financiado: 'Valor total financiado',
  taxa_mensal: 'Taxa de juros ao mês',
  taxa_anual: 'Taxa de juros ao ano',
  cet_mensal: 'CET ao mês',
  cet_anual: 'CET ao ano',
  prazo: 'Número de parcelas',
  carencia: 'Carência (meses)',
  valor_parcela: 'Valor da parcela',
  total_pago: 'Total a pagar',
  primeiro_vencimento: 'Vencimento da primeira parcela',
  ultimo_vencimento: 'Vencimento da última parcela',
  local: 'Local da emissão',
  data: 'Data da emissão',
  foro: 'Comarca do foro (domicílio do cliente)',
} as const satisfies Record<string, string>;
export type TemplatePlaceholder = keyof typeof templatePlaceholders;

/** The template in force until the admin saves one: version 0. */
export const defaultContractTemplate: ContractTemplate = { clausulas: defaultClauses.map((clause) => ({ ...clause })), versao: 0, atualizado_por: 'sistema', atualizado_em: 0 };

const placeholderPattern = /\{\{\s*([a-z_]+)\s*\}\}/g;
const isPlaceholder = (name: string): name is TemplatePlaceholder => Object.hasOwn(templatePlaceholders, name);

/** The placeholders a text names that the generator does not know. */
export function unknownPlaceholders(value: string): string[] {
  return [...value.matchAll(placeholderPattern)].map((match) => match[1] ?? '').filter((name) => !isPlaceholder(name));
}

/** The clauses with every known placeholder replaced by its value. */
export function fillTemplate(clausulas: readonly { titulo: string; texto: string }[], values: Record<TemplatePlaceholder, string>): { titulo: string; texto: string }[] {
  const fill = (value: string) => value.replace(placeholderPattern, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
  return clausulas.map((clause) => ({ titulo: fill(clause.titulo), texto: fill(clause.texto) }));
}

export const templateLimits = { minClauses: 1, maxClauses: 40, title: 120, text: 4000 } as const;

const clauseInput = z.object({
  titulo: z.string({ error: text.clauseTitleRequired }).max(templateLimits.title, { error: text.clauseTitleTooLong }).trim().min(1, { error: text.clauseTitleRequired }),
  texto: z.string({ error: text.clauseTextRequired }).max(templateLimits.text, { error: text.clauseTextTooLong }).trim().min(1, { error: text.clauseTextRequired }),
});

/** The editor's form and the callable parse with it; an unknown {{placeholder}} is refused at its clause. */
export const contractTemplateInput = z
  .object({
    clausulas: z.array(clauseInput, { error: text.clausesCount }).min(templateLimits.minClauses, { error: text.clausesCount }).max(templateLimits.maxClauses, { error: text.clausesCount }),
    /** The version the admin edited. */
    versao: z.int().min(0).max(1_000_000),
  })
  .superRefine((template, ctx) => {
    template.clausulas.forEach((clause, index) => {
      for (const field of ['titulo', 'texto'] as const) {
        const unknown = unknownPlaceholders(clause[field])[0];
        if (unknown !== undefined) ctx.addIssue({ code: 'custom', path: ['clausulas', index, field], message: text.unknownPlaceholder(unknown) });
      }
    });
  });
export type ContractTemplateInput = z.input<typeof contractTemplateInput>;

/** Admin: the next version of the template, and the one it replaces (null for the first save over the default). */
export function updateTemplateWrites(current: ContractTemplate | null, input: unknown, actor: Actor | null, now: Millis): { template: ContractTemplate; replaced: ContractTemplate | null } {
  const caller = requireAdmin(actor);
  const { clausulas, versao } = parseCommand(contractTemplateInput, input);
  const currentVersion = current?.versao ?? 0;
  if (versao !== currentVersion) throw new DomainError('failed-precondition', text.templateStale);
  return { template: { clausulas, versao: currentVersion + 1, atualizado_por: caller.uid, atualizado_em: now }, replaced: current };
}

/** The details dialog's labels (the spec names the tabs; the rest is ours). */
import type { ProposalFieldChange } from '@solarcred/domain/model';
import { formatBRL } from '@solarcred/domain/format';
import { labelOf, priorityOptions } from '@solarcred/domain/options';
import type { proposalAttachmentKeys } from '@solarcred/domain/storage-names';

export const detailsTabs = [
  { value: 'proposta', label: 'Proposta' },
  { value: 'documentos', label: 'Documentos' },
  { value: 'comentarios', label: 'Comentários' },
  { value: 'historico', label: 'Histórico' },
  { value: 'pendencias', label: 'Pendências' },
  { value: 'contrato', label: 'Contrato' },
  { value: 'instalacao', label: 'Instalação' },
] as const;

/** The client's three attachments, in the wizard's order. */
export const attachmentLabels: { key: (typeof proposalAttachmentKeys)[number]; label: string }[] = [
  { key: 'anexo_rg_cpf', label: 'RG/CPF do cliente' },
  { key: 'anexo_fatura_energia', label: 'Fatura de energia' },
  { key: 'anexo_holerite', label: 'Holerite' },
];

export const priorityLabel = (value: string) => labelOf(priorityOptions, value) ?? value;

/** 'Prioridade: Média → Alta', 'Valor da proposta: R$ 25.000,00 → R$ 27.500,00'. */
export function describeChange(change: ProposalFieldChange): string {
  if (change.campo === 'prioridade') return `Prioridade: ${priorityLabel(String(change.de))} → ${priorityLabel(String(change.para))}`;
  return `Valor da proposta: ${formatBRL(Number(change.de))} → ${formatBRL(Number(change.para))}`;
}

export const reasonTitle: Record<string, string> = {
  pendente_correcao: 'O que precisa ser corrigido',
  reprovada: 'Motivo da reprovação',
};

/** The history line of an admin's edit (no status change). */
export const editedHeadline = 'Dados atualizados';

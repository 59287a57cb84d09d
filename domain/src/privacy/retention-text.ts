/** The retention log's Portuguese texts (issue 51): the admin's card and the sweep's error lines. */
import type { RetentionKind } from './types';

export const retentionKindLabels: Record<RetentionKind, string> = {
  rascunhos_cliente: 'Rascunhos de clientes',
  links_expirados: 'Links de clientes expirados',
  contas_convidado: 'Contas de convidado',
  convites: 'Convites de equipe',
  uploads_orfaos: 'Arquivos enviados sem registro',
  arquivos_lgpd: 'Arquivos de dados pessoais (LGPD)',
};

export const retentionText = {
  title: 'Retenção de dados',
  description: 'A limpeza automática roda todo dia às 04:00 e apaga o que passou do prazo de retenção.',
  empty: 'Nenhuma execução registrada ainda.',
  running: 'Em andamento',
  scheduled: 'Agendada',
  manual: 'Manual',
  errors: 'Erros',
  noErrors: 'Sem erros',
  loading: 'Carregando execuções da retenção',
  loadFailed: 'Não foi possível carregar o registro da retenção.',
  total: (count: number) => (count === 1 ? '1 item apagado' : `${count} itens apagados`),
  /** A run's heading: when it started and how it was triggered. */
  runAt: (when: string, trigger: string) => `${when} · ${trigger}`,
  /** One kind's failure in a run, as logged. */
  kindFailed: (label: string, reason: string) => `${label}: ${reason}`,
  storageUnavailable: 'Storage indisponível neste ambiente: os arquivos não foram verificados.',
};

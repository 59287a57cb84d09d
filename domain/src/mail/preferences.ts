/**
 * Who wants which e-mail (issue 15). Admins keep the two switches of 'Configurações'
 * (profiles/{uid}.notificacoes, profile-settings.ts); integrators keep one switch per kind of
 * e-mail on profiles/{uid}.notificacoes_email, each on until turned off. firestore.rules
 * (isValidEmailPrefs) accepts exactly these keys.
 */
import type { IntegratorEmailPrefs, Profile } from '../model';

/** The integrator's switches in the order 'Meu Perfil' shows them, with their labels. */
export const integratorEmailSwitches: readonly { key: keyof IntegratorEmailPrefs; label: string; hint: string }[] = [
  { key: 'status_proposta', label: 'Status das propostas', hint: 'Quando uma proposta sua muda de etapa.' },
  { key: 'pendencias', label: 'Pendências', hint: 'Quando a equipe pede um documento ou uma correção.' },
  { key: 'comentarios', label: 'Comentários', hint: 'Quando a equipe comenta em uma proposta sua.' },
  { key: 'cadastro', label: 'Análise do cadastro', hint: 'Quando seu cadastro é aprovado ou recusado.' },
  { key: 'cashback', label: 'Pagamentos de cashback', hint: 'Quando pagamos o cashback de uma proposta sua.' },
  { key: 'instalacao', label: 'Instalações atrasadas', hint: 'Um resumo por dia enquanto um marco da instalação de uma proposta sua estiver além da meta.' },
];

export const integratorEmailKeys = integratorEmailSwitches.map((item) => item.key);

export const defaultIntegratorEmailPrefs: Readonly<IntegratorEmailPrefs> = {
  status_proposta: true,
  pendencias: true,
  comentarios: true,
  cadastro: true,
  instalacao: true,
  cashback: true,
};

/** The switches as saved, each missing one on. */
export function integratorEmailPrefsOf(profile: Pick<Profile, 'notificacoes_email'> | null | undefined): IntegratorEmailPrefs {
  return { ...defaultIntegratorEmailPrefs, ...(profile?.notificacoes_email ?? {}) };
}

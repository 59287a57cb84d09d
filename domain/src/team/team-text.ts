/** The team's texts (issue 29): no spec text exists, so they live here once for the screens, callables and tests. */
export const teamText = {
  createdByLabel: 'Criada por',
  createdBy: (name: string) => `Criada por ${name}`,
  // The admin's 'Membros' tab of an integrator's details.
  membersTab: 'Membros',
  membersList: 'Membros da empresa',
  noMembers: 'Nenhum membro registrado. Contas anteriores às equipes aparecem após a migração.',
  active: 'Ativo',
  inactive: 'Desativado',
  joinedOn: (date: string) => `Desde ${date}`,
  // Invitations (inviteMember, acceptInvitation).
  approvedOnly: 'Sua empresa precisa estar aprovada para convidar pessoas.',
  inviteSelf: 'Você já é o titular desta empresa.',
  alreadyMember: 'Esta pessoa já faz parte da sua equipe.',
  alreadyJoined: 'Você já faz parte desta equipe.',
  companyUnavailable: 'Esta empresa não pode receber novos membros agora. Fale com o titular.',
  inOtherCompany: 'Este e-mail já pertence a outra empresa.',
  duplicateInvite: 'Já existe um convite pendente para este e-mail.',
  teamFull: (max: number) => `Sua equipe chegou ao limite de ${max} pessoas.`,
  invitationInvalid: 'Convite inválido ou cancelado.',
  invitationUsed: 'Este convite já foi usado.',
  invitationExpired: 'Este convite expirou. Peça um novo ao titular da empresa.',
  invitationOtherEmail: (email: string) => `Este convite foi enviado para ${email}. Entre com esse e-mail para aceitar.`,
  accountHasCompany: 'Esta conta já tem uma empresa cadastrada. Use outro e-mail para entrar na equipe.',
  titularOnly: 'Apenas o titular da empresa pode fazer isso.',
  deactivated: 'Seu acesso a esta empresa foi desativado pelo titular. Fale com ele para voltar a acessar.',
} as const;

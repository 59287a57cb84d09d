/** Builds the stored proposal (model.Proposal) from a parsed create-proposal input. */
import { storageFolders } from '../constants';
import { DomainError } from '../errors';
import type { BillFacts } from '../energy/types';
import { dateBrToIso } from '../masks';
import { validation } from '../messages';
import type { Integrator, Proposal } from '../model';
import type { ProposalSubmitData } from './proposal-wizard';

/** A proposal before the server assigns its id and timestamps. */
export type NewProposal = Omit<Proposal, 'id' | 'created_at' | 'updated_at'>;

export type ProposalOwner = Pick<Integrator, 'id' | 'nome_empresa' | 'email'> & { foto_perfil?: string | null };

/** The attachment paths of an input (absent ones skipped). */
export function attachmentPaths(values: ProposalSubmitData): string[] {
  return [values.clientData.anexoRgCpf, values.projectData.anexoFaturaEnergia, values.bankingData.anexoHolerite].filter(
    (p): p is string => p !== null,
  );
}

/** True when every attachment lies in the integrator's own proposal folder. */
export function attachmentsBelongTo(values: ProposalSubmitData, integratorId: string): boolean {
  const prefix = `${storageFolders.proposalAttachments}/${integratorId}/`;
  return attachmentPaths(values).every((p) => p.startsWith(prefix));
}

/** The bill's facts as stored (issue 49): null when nothing was read or typed. */
export function storedBillFacts(facts: BillFacts | null): BillFacts | null {
  if (!facts) return null;
  const given = facts.distribuidora !== '' || facts.titular !== '' || facts.uc !== '' || facts.classe !== '' || facts.subgrupo !== ''
    || facts.ligacao !== '' || facts.mes_referencia !== '' || facts.consumo_kwh.length > 0 || facts.tarifa_reais_kwh !== null
    || facts.valor_total_centavos !== null;
  return given ? facts : null;
}

/**
 * The stored fields: valor_proposta is the system value, status 'enviada', priority 'media',
 * birth date as ISO. With 'Copiar endereço do cliente' the project address is the client's.
 */
export function toProposalDocument(values: ProposalSubmitData, integrator: ProposalOwner): NewProposal {
  const { clientData: c, projectData: p, creditData: cr, bankingData: b } = values;
  const birthDate = dateBrToIso(c.dataNascimento);
  if (birthDate === null) throw new DomainError('invalid-argument', validation.dateInvalid);
  const address = p.copiarEndereco
    ? { logradouro: c.logradouro, numero: c.numero, complemento: c.complemento, cep: c.cep, cidade: c.cidade, estado: c.estado }
    : { logradouro: p.logradouro, numero: p.numero, complemento: p.complemento, cep: p.cep, cidade: p.cidade, estado: p.estado };
  return {
    integrador_id: integrator.id,
    integrador: {
      nome_empresa: integrator.nome_empresa,
      email: integrator.email,
      foto_perfil: integrator.foto_perfil ?? null,
    },
    cliente_nome: c.nomeCompleto,
    cliente_cpf_cnpj: c.cpfCnpj,
    cliente_data_nascimento: birthDate,
    cliente_logradouro: c.logradouro,
    cliente_numero: c.numero,
    cliente_complemento: c.complemento,
    cliente_cep: c.cep,
    cliente_cidade: c.cidade,
    cliente_estado: c.estado,
    cliente_profissao: c.profissao,
    cliente_estado_civil: c.estadoCivil,
    cliente_email: c.email,
    cliente_telefone: c.telefone,
    situacao_imovel: c.situacaoImovel,
    anos_residencia: c.anosResidencia,
    valor_patrimonio: c.valorPatrimonio,
    anexo_rg_cpf: c.anexoRgCpf,
    projeto_logradouro: address.logradouro,
    projeto_numero: address.numero,
    projeto_complemento: address.complemento,
    projeto_cep: address.cep,
    projeto_cidade: address.cidade,
    projeto_estado: address.estado,
    potencia_kwp: p.potenciaKwp,
    geracao_mensal_kwh: p.geracaoMensalKwh,
    marca_micro_inversor: p.marcaMicroInversor,
    marca_modulos: p.marcaModulos,
    valor_kit_fotovoltaico: p.valorKitFotovoltaico,
    valor_sistema: p.valorSistema,
    distribuidor_escolhido: p.distribuidorEscolhido,
    anexo_fatura_energia: p.anexoFaturaEnergia,
    conta_luz: storedBillFacts(p.contaLuz),
    linha_credito: cr.linhaCredito,
    quantidade_parcelas: cr.quantidadeParcelas,
    tipo_conta: b.tipoConta,
    banco: b.banco,
    agencia: b.agencia,
    numero_conta: b.numeroConta,
    anexo_holerite: b.anexoHolerite,
    valor_proposta: p.valorSistema,
    status: 'enviada',
    prioridade: 'media',
    comentarios_count: 0,
    ultimo_comentario_em: null,
  };
}

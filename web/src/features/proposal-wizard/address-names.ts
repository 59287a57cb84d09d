/** The client and project address groups as the shared address fields know them, and the proposal's CEP texts. */
import { postalLookup, profileWizard } from '@solarcred/domain/messages';
import type { AddressNames, CepMessages } from '../../ui/address/use-cep-lookup';
import type { ProposalFormValues } from './form-values';

export const clientAddress: AddressNames<ProposalFormValues> = {
  cep: 'clientData.cep',
  street: 'clientData.logradouro',
  number: 'clientData.numero',
  complement: 'clientData.complemento',
  city: 'clientData.cidade',
  state: 'clientData.estado',
};

export const projectAddress: AddressNames<ProposalFormValues> = {
  cep: 'projectData.cep',
  street: 'projectData.logradouro',
  number: 'projectData.numero',
  complement: 'projectData.complemento',
  city: 'projectData.cidade',
  state: 'projectData.estado',
};

/** File 001's postal-lookup texts ('CEP não encontrado', 'Erro ao consultar CEP'); then the address is typed by hand. */
export const proposalCepMessages: CepMessages = {
  found: profileWizard.cepSuccess,
  notFound: postalLookup.notFound,
  failed: postalLookup.failure,
};

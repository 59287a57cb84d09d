/** The contract's collections (issue 47); the shapes and who reads them are in contract/types.ts. */
import type { ContractTemplate, ContractVerification, SigningSecret, StoredContract } from '../contract/types';
import { collectionOf, type DocumentSpec } from './collection';

export const contracts = collectionOf<StoredContract>('contratos');
export const signingSecrets = collectionOf<SigningSecret>('contratos_assinatura');
export const contractVerifications = collectionOf<ContractVerification>('verificacoes_contrato');

export const contractTemplateDoc: DocumentSpec<ContractTemplate> = { collection: collectionOf<ContractTemplate>('config'), id: 'modelo_contrato' };
/** config/modelo_contrato/versoes: each replaced template. */
export const contractTemplateVersions = collectionOf<ContractTemplate>('config/modelo_contrato/versoes');

/** contratos/{id}: one per version of a proposal's contract. */
export const contractIdOf = (propostaId: string, versao: number): string => `${propostaId}_v${versao}`;

/** The trigger pattern of every contract document. */
export const contractDocumentPattern = contracts.docPath('{contratoId}');

/** Storage: the unsigned and the signed PDF, in the proposal's folder of its company. */
export const contractPdfPath = (integradorId: string, propostaId: string, versao: number): string => `contratos/${integradorId}/${propostaId}/contrato-v${versao}.pdf`;
export const signedContractPdfPath = (integradorId: string, propostaId: string, versao: number): string => `contratos/${integradorId}/${propostaId}/contrato-v${versao}-assinado.pdf`;
/** The file name a reader saves, the same on both backends and on the milestone's evidence: 'contrato-v{versao}[-assinado].pdf'. */
export const contractPdfName = (versao: number, signed: boolean): string => `contrato-v${versao}${signed ? '-assinado' : ''}.pdf`;

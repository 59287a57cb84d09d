/** The LGPD documents (issue 51): see privacy/types.ts and audit/types.ts for what each holds. */
import type { AuditEntry } from '../audit/types';
import type {
  ConsentAcceptance,
  ConsentDocument,
  ConsentVersion,
  CurrentConsent,
  OpenPrivacyRequestLock,
  PrivacyCode,
  PrivacyRequest,
  RetentionRun,
} from '../privacy/types';
import { collectionOf, type DocumentSpec } from './collection';

/** consentimento_versoes/{tipo}_v{versao}. */
export const consentVersions = collectionOf<ConsentVersion>('consentimento_versoes');
export const consentVersionId = (tipo: ConsentDocument, versao: number) => `${tipo}_v${versao}`;

/** publico/consentimento: the versions in force. */
export const currentConsent: DocumentSpec<CurrentConsent> = { collection: collectionOf<CurrentConsent>('publico'), id: 'consentimento' };

/** aceites/{subjectId}: the last acceptance; its historico keeps each one. */
export const consentAcceptances = collectionOf<ConsentAcceptance>('aceites');
export const acceptanceHistory = (subjectId: string) => collectionOf<ConsentAcceptance>(`${consentAcceptances.docPath(subjectId)}/historico`);
/** The acceptance subject of a link's customer (no account). */
export const linkCustomerSubject = (linkId: string) => `cliente_${linkId}`;

/** solicitacoes_lgpd/{id}. */
export const privacyRequests = collectionOf<PrivacyRequest>('solicitacoes_lgpd');
/** solicitacoes_lgpd_abertas/{chave}: one open request per subject. */
export const openPrivacyRequests = collectionOf<OpenPrivacyRequestLock>('solicitacoes_lgpd_abertas');
/** codigos_lgpd/{cpf_hash}. */
export const privacyCodes = collectionOf<PrivacyCode>('codigos_lgpd');

/** auditoria/{id}. */
export const auditEntries = collectionOf<AuditEntry>('auditoria');

/** retencao_execucoes/{id}. */
export const retentionRuns = collectionOf<RetentionRun>('retencao_execucoes');

/** Storage: the access request's ZIP, lgpd/{requestId}.zip (functions only). */
export const privacyExportPath = (requestId: string) => `lgpd/${requestId}.zip`;

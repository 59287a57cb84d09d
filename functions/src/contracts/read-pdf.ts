/**
 * contractPdf ({ contratoId, assinado }), signed in (issue 47): the unsigned or the signed PDF for
 * whoever may read the contract, as firestore.rules say for contratos: an admin; the company's
 * titular and gestores, approved; the vendedor who sent the proposal (criado_por). The bytes come
 * from Storage, else re-rendered from the frozen content and checked against the stored hash
 * (pdf-store.ts), answered as base64.
 */
import { contractText } from '@solarcred/domain/contract/contract-text';
import { contracts } from '@solarcred/domain/data/contracts';
import { integrators } from '@solarcred/domain/data/integrators';
import { DomainError } from '@solarcred/domain/errors';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { actsOnProposal, companyOf } from '@solarcred/domain/team/company';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';
import { contractPdfInput } from './inputs';
import { pdfAnswer } from './pdf-store';

export const contractPdf = callable('signed-in', async ({ actor, data }) => {
  const { contratoId, assinado } = parseCommand(contractPdfInput, data);
  const db = commandFirestore();
  const [contract, company] = await Promise.all([
    typedDoc(db, contracts, contratoId).get().then((s) => s.data() ?? null),
    actor.role === 'integrador' ? typedDoc(db, integrators, companyOf(actor)).get().then((s) => s.data() ?? null) : Promise.resolve(null),
  ]);
  // Another company's contract reads as a missing one.
  if (!contract || (actor.role !== 'admin' && !actsOnProposal(actor, company, contract))) throw new DomainError('not-found', contractText.notFound);
  if (assinado && !contract.assinatura) throw new DomainError('not-found', contractText.notFound);
  // An admin's opening goes to the audit trail (issue 51), as openDocument writes it for the other files.
  if (actor.role === 'admin') await (await import('../audit/contract-opened')).recordContractOpened(db, actor, contract, assinado);
  return pdfAnswer(contract, assinado);
});

/**
 * createProposal (payload: CreateProposalInput): the wizard's 'Finalizar Proposta'. One
 * transaction reads propostas/{id}, the caller's record, the credit lines and their cashback rates, lets the domain handler decide, then
 * creates the proposal and its first history entry; a second call with the same id finds the
 * proposal and answers the same result without writing (double click, retry after a timeout).
 * The energy settings (publico/energia, issue 49; the domain's defaults when no admin saved them)
 * are read in the same transaction: the handler stores the bill's analysis with them.
 * A customer's draft under the same id (rascunhos_cliente/{id}, issue 28), the caller's, is
 * marked 'enviada' in the same transaction. An id a customer link reserved (links_cliente with
 * that proposta_id) is only the link's company's to take: whoever received the link can read it.
 */
import type { CustomerDraft } from '@solarcred/domain/customer-link/commands';
import { cashbackRates } from '@solarcred/domain/data/cashback';
import { creditLines } from '@solarcred/domain/data/credit-lines';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { createProposal, requestedProposalId } from '@solarcred/domain/handlers/proposal-create';
import type { Proposal } from '@solarcred/domain/model';
import { companyOf } from '@solarcred/domain/team/company';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';
import { energySettingsIn } from './energy-settings';
import { bucketFactsOrNone } from '../integrators/stored-files';

/** The attachment paths of an unparsed payload (at most three strings; the handler checks them). */
function attachmentPathsIn(data: unknown): string[] {
  const proposta = (data as { proposta?: Record<string, Record<string, unknown> | undefined> } | null)?.proposta;
  const candidates = [proposta?.clientData?.anexoRgCpf, proposta?.projectData?.anexoFaturaEnergia, proposta?.bankingData?.anexoHolerite];
  return candidates.filter((path): path is string => typeof path === 'string' && path.length > 0 && path.length <= 1024);
}

export const createProposalCallable = callable('integrador', async ({ actor, data }) => {
  const facts = await bucketFactsOrNone(attachmentPathsIn(data), 'createProposal');
  const db = commandFirestore();
  const id = requestedProposalId(data);
  return db.runTransaction(async (tx) => {
    const [integrator, existing, creditLineDocs, cashbackRateDocs, draft, reservingLinks, energySettings] = await Promise.all([
      tx.get(typedDoc(db, integrators, companyOf(actor))).then((snapshot) => snapshot.data() ?? null),
      id ? tx.get(typedDoc(db, proposals, id)).then((snapshot) => snapshot.data() ?? null) : Promise.resolve<Proposal | null>(null),
      // A handful of lines (one per product): read in the transaction, so the saved simulation uses one version of the rates.
      tx.get(typedCollection(db, creditLines)),
      // As few (one per line): a line paying cashback must have its rates stored (issue 45).
      tx.get(typedCollection(db, cashbackRates)),
      id ? tx.get(typedDoc(db, customerDrafts, id)).then((snapshot) => snapshot.data() ?? null) : Promise.resolve<CustomerDraft | null>(null),
      id ? tx.get(typedCollection(db, customerLinks).where('proposta_id', '==', id).limit(1)).then((snapshot) => snapshot.docs.map((doc) => doc.data())) : Promise.resolve([]),
      energySettingsIn(tx, db),
    ]);
    const reservedBy = reservingLinks[0]?.integrador_id ?? null;
    const creditLineValues = creditLineDocs.docs.map((doc) => doc.data());
    const writes = createProposal({ integrator, existing: () => existing, reservedBy: () => reservedBy, input: data, actor, now: Date.now(), facts, creditLines: creditLineValues, cashbackRates: cashbackRateDocs.docs.map((doc) => doc.data()), energySettings });
    if (writes.kind === 'create') {
      tx.create(db.doc(proposals.docPath(writes.proposal.id)), toFirestore(writes.proposal));
      tx.create(db.collection(proposalHistory(writes.proposal.id).path).doc(), toFirestore(writes.history));
      if (draft && draft.integrador_id === companyOf(actor) && draft.situacao !== 'enviada') {
        tx.update(db.doc(customerDrafts.docPath(writes.proposal.id)), { situacao: 'enviada' });
      }
    }
    return writes.result;
  });
});

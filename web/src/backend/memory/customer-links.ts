/**
 * The customer link (issue 28) over the memory store: the integrator's reads firestore.rules
 * allows (its company's links and drafts, a vendedor its own: seesLinkData, issue 45; admins all), and the callables' domain commands for both
 * sides. The guest's uploads record their size and type in the shared state, as the bucket's
 * metadata would, so the integrator's tab can check them when it submits the proposal.
 */
import {
  createCustomerLink,
  guestView,
  guestLink,
  linkIdOf,
  renewCustomerLink,
  revokeCustomerLink,
  submitCustomerApplication,
  answerAsCustomer,
  customerLogoOf,
  uploadableLink,
} from '@solarcred/domain/customer-link/commands';
import { guestLiveView } from '@solarcred/domain/customer-link/live-view';
import { hashLinkToken, isLinkToken, newLinkToken } from '@solarcred/domain/customer-link/token';
import { collectionOf } from '@solarcred/domain/data/collection';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { pendingAnswerBase, proposalAttachmentFolder } from '@solarcred/domain/storage-names';
import { companyOf, seesProposal } from '@solarcred/domain/team/company';
import { seesWholeCompany } from '@solarcred/domain/team/roles';
import { inScope, type ProposalScope } from '@solarcred/domain/team/scope';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { newDocumentId } from '../document-id';
import type { UploadProgress } from '../port';
import type { CustomerLinksPort, GuestLinkPort } from '../port-customer-links';
import { actorOf, callerOf, pause, rulesDenied, runCommand } from './commands';
import { linkPrivacyState } from './privacy-guest';
import { memoryFileFacts, stalledUpload, uploadToMemory } from './files';
import { liveQuery } from './live';
import { readerOf } from './reader';
import { commitPendingItemWrites } from './pending-items';
import { putDoc, readCollection, type MemoryStore } from './store';
import { recordMemoryAcceptance } from './consent-writes';
import { linkCustomerSubject } from '@solarcred/domain/data/privacy';

/** The bucket's metadata of files uploaded in another tab (memoryFileFacts knows this tab's only). */
const uploadedFiles = collectionOf<{ size: number; contentType: string }>('__bucket_metadata');

/** The stored size and type of a path, whichever tab uploaded it. */
export function sharedFileFacts(store: MemoryStore) {
  return (path: string) => memoryFileFacts(path) ?? store.doc(uploadedFiles, path);
}

export function memoryCustomerLinks(store: MemoryStore): CustomerLinksPort {
  const isAdmin = () => callerOf(store)?.role === 'admin';
  /** firestore.rules' seesLinkData for a query: the company's members (approved or not), a vendedor only filtering its own criado_por. */
  const mayList = ({ integratorId, createdBy }: ProposalScope) => {
    if (isAdmin()) return true;
    const reader = readerOf(store);
    if (reader?.role !== 'integrador' || integratorId === null || companyOf(reader) !== integratorId) return false;
    return seesWholeCompany(reader.papel ?? 'titular') || createdBy === reader.uid;
  };
  /** seesLinkData for one link or draft. */
  const mayRead = (link: Pick<CustomerLink, 'integrador_id' | 'criado_por'>) => {
    if (isAdmin()) return true;
    const reader = readerOf(store);
    return reader?.role === 'integrador' && seesProposal(reader, link);
  };
  const linkOf = (input: unknown) => store.doc(customerLinks, linkIdOf(input));

  return {
    async create(input) {
      const token = newLinkToken();
      const tokenHash = await hashLinkToken(token);
      return runCommand(store, 'createCustomerLink', () => {
        const actor = actorOf(store);
        const link = createCustomerLink({
          actor,
          integrator: actor ? store.doc(integrators, companyOf(actor)) : null,
          input,
          now: Date.now(),
          id: newDocumentId(),
          proposalId: newDocumentId(),
          tokenHash,
        });
        store.update((state) => putDoc(state, customerLinks, link));
        return { id: link.id, token };
      });
    },
    revoke: (id) =>
      runCommand(store, 'revokeCustomerLink', () => {
        const link = linkOf({ id });
        const patch = revokeCustomerLink(actorOf(store), link, Date.now());
        if (link && patch) store.update((state) => putDoc(state, customerLinks, { ...link, ...patch }));
      }),
    async renew(id) {
      const token = newLinkToken();
      const tokenHash = await hashLinkToken(token);
      return runCommand(store, 'renewCustomerLink', () => {
        const link = linkOf({ id });
        const patch = renewCustomerLink(actorOf(store), link, Date.now(), tokenHash);
        if (link) store.update((state) => putDoc(state, customerLinks, { ...link, ...patch }));
        return { id, token };
      });
    },
    links: (scope, limit) =>
      liveQuery(
        store,
        () => {
          if (!mayList(scope)) throw rulesDenied();
          return store.collection(customerLinks).filter((link) => inScope(link, scope)).sort((a, b) => b.criado_em - a.criado_em).slice(0, limit);
        },
        (found) => found.length,
      ),
    drafts: (scope, limit) =>
      liveQuery(
        store,
        () => {
          if (!mayList(scope)) throw rulesDenied();
          return store
            .collection(customerDrafts)
            .filter((draft) => inScope(draft, scope) && draft.situacao === 'aguardando')
            .sort((a, b) => b.enviado_em - a.enviado_em)
            .slice(0, limit);
        },
        (found) => found.length,
      ),
    async draft(proposalId) {
      await pause();
      const draft = store.doc(customerDrafts, proposalId);
      store.countReads(1);
      // As on Firestore, where the rules cannot tell someone else's draft from a missing one.
      return draft && mayRead(draft) ? draft : null;
    },
  };
}

/** The guest's calls; the demo has no rate limit (the callables' is tested on the emulators). */
export function memoryGuestLink(store: MemoryStore): GuestLinkPort {
  /** The link a token names; null for a malformed or unknown one (the commands then refuse neutrally). */
  const findLink = async (token: string) => {
    if (!isLinkToken(token)) return null;
    const hash = await hashLinkToken(token);
    return readCollection(store.snapshot, customerLinks).find((link) => link.token_hash === hash) ?? null;
  };
  /** An upload, its metadata shared with the other tabs. */
  const storeUpload = async (folder: string, base: string, file: File, onProgress?: UploadProgress) => {
    if (store.takeFault(`upload:${file.name}`)) throw new Error(`upload of ${file.name} failed`);
    const uploaded = await uploadToMemory(folder, base, file, onProgress, store.takeFault(stalledUpload));
    store.update((state) => putDoc(state, uploadedFiles, { id: uploaded.path, size: uploaded.tamanho, contentType: uploaded.tipo }));
    return uploaded.path;
  };
  return {
    async open(token) {
      const link = await findLink(token);
      return runCommand(store, 'openCustomerLink', () => {
        const now = Date.now();
        const open = guestLink(link, now, 'view');
        const logo = customerLogoOf(store.doc(integrators, open.integrador_id));
        const proposal = store.doc(proposals, open.proposta_id);
        const items = proposal ? store.collection(proposalPendingItems(proposal.id)) : [];
        return guestView(open, now, proposal?.status ?? null, logo, items);
      });
    },
    async upload(token, key, file, onProgress) {
      const link = await findLink(token);
      const open = await runCommand(store, 'authorizeCustomerUpload', () => guestLink(link, Date.now(), 'fill'));
      return storeUpload(proposalAttachmentFolder(open.integrador_id, open.proposta_id), key, file, onProgress);
    },
    async uploadAnswer(token, itemId, file, onProgress) {
      const link = await findLink(token);
      // storage.rules: a filled link's session, for an open item addressed to the customer.
      const filled = await runCommand(store, 'authorizeCustomerUpload', () => uploadableLink(link, Date.now()));
      const item = store.doc(proposalPendingItems(filled.proposta_id), itemId);
      if (filled.preenchido_em === null || item?.para_cliente !== true || item.estado !== 'aberta') throw rulesDenied();
      return storeUpload(proposalAttachmentFolder(filled.integrador_id, filled.proposta_id), pendingAnswerBase(itemId), file, onProgress);
    },
    async answerItem(token, itemId, answer) {
      const link = await findLink(token);
      await runCommand(store, 'answerCustomerPendingItem', () => {
        const current = link ? store.doc(customerLinks, link.id) : null;
        const proposal = current ? store.doc(proposals, current.proposta_id) : null;
        const item = proposal ? store.doc(proposalPendingItems(proposal.id), itemId) : null;
        const writes = answerAsCustomer({ link: current, proposal, item, input: { itemId, ...answer }, now: Date.now(), facts: sharedFileFacts(store) });
        if (proposal) store.update((state) => commitPendingItemWrites(state, proposal.id, itemId, writes));
      });
    },
    // watchCustomerLink, then vistas_cliente/{linkId} as firestore.rules let its session read it:
    // computed from the store as the functions' triggers write it; refused once the link has another token.
    watch: (token) => (listener, onError) => {
      let active = true;
      let stop = () => {};
      void findLink(token)
        .then((found) => runCommand(store, 'watchCustomerLink', () => guestLink(found, Date.now(), 'view')))
        .then((watched) => {
          if (!active) return;
          stop = liveQuery(
            store,
            () => {
              const link = store.doc(customerLinks, watched.id);
              if (!link || link.token_hash !== watched.token_hash) throw rulesDenied();
              const proposal = store.doc(proposals, link.proposta_id);
              const status = proposal && proposal.integrador_id === link.integrador_id ? proposal.status : null;
              const items = status === null ? [] : store.collection(proposalPendingItems(link.proposta_id));
              // With the proposal's contract summary (issue 47), as guest-view.ts rebuilds it when the summary changes.
              const contract = status === null ? null : (proposal?.contrato ?? null);
              // And its savings beside the installment (issue 49), as guest-view.ts writes them.
              const energy = status === null ? null : (proposal?.energia ?? null);
              // The time of the write aside, an unchanged view is not delivered again (as a trigger's same write).
              // And the customer's latest LGPD request from the link (issue 51), as privacy/guest-view.ts writes it.
              return { ...guestLiveView(link, status, items, Date.now(), contract, energy), lgpd: linkPrivacyState(store.snapshot, link.id), atualizado_em: 0 };
            },
            () => 1,
          )(listener, onError);
        }, (error: unknown) => {
          if (active) onError(error);
        });
      return () => {
        active = false;
        stop();
      };
    },
    async submit(token, dados) {
      const link = await findLink(token);
      await runCommand(store, 'submitCustomerApplication', () => {
        // Re-read inside the command, like the callable's transaction: a second submit sees the first.
        const current = link ? store.doc(customerLinks, link.id) : null;
        const writes = submitCustomerApplication({ link: current, input: dados, now: Date.now(), facts: sharedFileFacts(store) });
        store.update((state) => {
          putDoc(state, customerDrafts, writes.draft);
          if (current) putDoc(state, customerLinks, { ...current, ...writes.link });
          // Issue 51: the form's box 'Li e aceito…' (its last step), as aceites/cliente_{linkId}.
          if (current) recordMemoryAcceptance(state, linkCustomerSubject(current.id), 'link');
        });
      });
    },
  };
}

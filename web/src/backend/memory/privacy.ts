/**
 * The rights requests over the memory store (issue 51): requestPrivacy's, resolvePrivacyRequest's
 * and privacyExportLink's rules on the store, the same documents as the functions write; an
 * access request's ZIP built in the page by the function's collector and writer
 * (privacy-subject.ts), its progress in the request's `exportacao`; a deletion runs the same
 * erasurePlan on the store.
 */
import { isGuestUploadUid } from '@solarcred/domain/customer-link/commands';
import { openPrivacyRequests, privacyExportPath, privacyRequests } from '@solarcred/domain/data/privacy';
import { profiles } from '@solarcred/domain/data/profiles';
import { DomainError } from '@solarcred/domain/errors';
import { requireAdmin, requireSignedIn } from '@solarcred/domain/handlers/actor';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { privacyDeadlineOf, privacyExportLinkMs } from '@solarcred/domain/privacy/deadline';
import { accountSubject, erasurePlan, isOpenState, privacyRequestInputSchema, privacyResolutionSchema, resolutionAnswer, resolutionAuditEntry, resolvedState } from '@solarcred/domain/privacy/requests';
import { requestsText } from '@solarcred/domain/privacy/requests-text';
import { isPrivacyExportGone } from '@solarcred/domain/privacy/retention';
import type { PrivacyExportState, PrivacyRequest, RetainedRecord } from '@solarcred/domain/privacy/types';
import { newDocumentId } from '../document-id';
import type { PrivacyPort } from '../port-privacy';
import { recordMemoryAudit } from './audit-log';
import { actorOf, rulesDenied, runCommand } from './commands';
import { liveQuery } from './live';
import { applyErasure, collectMemorySubject, memorySubjectZip } from './privacy-subject';
import { putDoc, readDoc, removeDoc, type MemoryStore } from './store';

export function memoryPrivacy(store: MemoryStore): PrivacyPort {
  /** This page's ZIPs, by request id (the demo's Storage: gone with the tab). */
  const files = new Map<string, Blob>();
  const patchExport = (id: string, change: Partial<PrivacyExportState>) =>
    store.update((state) => {
      const request = readDoc(state, privacyRequests, id);
      if (request?.exportacao) putDoc(state, privacyRequests, { ...request, exportacao: { ...request.exportacao, ...change, atualizado_em: Date.now() } });
    });

  async function buildZip(request: PrivacyRequest): Promise<void> {
    try {
      patchExport(request.id, { estado: 'gerando' });
      const data = await collectMemorySubject(store.snapshot, request.titular);
      const zip = await memorySubjectZip(data, (feitos) => patchExport(request.id, { arquivos: feitos }));
      files.set(request.id, zip.blob);
      patchExport(request.id, { estado: 'pronta', caminho: privacyExportPath(request.id), arquivos: zip.arquivos, tamanho_bytes: zip.tamanho_bytes });
    } catch (error) {
      console.error('privacy export failed', error);
      patchExport(request.id, { estado: 'falhou', erro: requestsText.exportFailed });
    }
  }

  const signedInReader = () => {
    const actor = actorOf(store);
    if (!actor || isGuestUploadUid(actor.uid)) throw rulesDenied();
    return actor;
  };

  return {
    async request(input) {
      const created = await runCommand(store, 'requestPrivacy', () => {
        const actor = requireSignedIn(actorOf(store));
        if (isGuestUploadUid(actor.uid)) throw new DomainError('permission-denied', requestsText.guestsCannot);
        const { tipo, detalhe } = parseCommand(privacyRequestInputSchema, input);
        const profile = readDoc(store.snapshot, profiles, actor.uid);
        const email = profile?.email ?? store.snapshot.users[actor.uid]?.email ?? '';
        const titular = accountSubject(actor.uid, actor.nome ?? profile?.nome ?? '', email);
        if (readDoc(store.snapshot, openPrivacyRequests, titular.chave)) throw new DomainError('already-exists', requestsText.alreadyOpen);
        const now = Date.now();
        const id = newDocumentId();
        const request: PrivacyRequest = {
          id, tipo, situacao: 'aberta', origem: 'conta', titular, detalhe, criada_em: now, prazo_em: privacyDeadlineOf(now), atualizado_em: now,
          resposta: null, concluida_em: null, concluida_por: null, retidos: null,
          exportacao: tipo === 'acesso' ? { estado: 'na_fila', caminho: null, arquivos: 0, tamanho_bytes: 0, erro: null, atualizado_em: now } : null,
        };
        store.update((state) => {
          putDoc(state, privacyRequests, request);
          putDoc(state, openPrivacyRequests, { id: titular.chave, solicitacao_id: id, criada_em: now });
        });
        return request;
      });
      if (created.tipo === 'acesso') void buildZip(created);
      return created.id;
    },

    mine: (limit) =>
      liveQuery(
        store,
        () => {
          const actor = signedInReader();
          return store
            .collection(privacyRequests)
            .filter((request) => request.titular.uid === actor.uid)
            .sort((a, b) => b.criada_em - a.criada_em)
            .slice(0, limit);
        },
        (found) => Math.max(1, found.length),
      ),

    exportLink: (id) =>
      runCommand(store, 'privacyExportLink', () => {
        const actor = requireSignedIn(actorOf(store));
        const request = store.doc(privacyRequests, id);
        if (!request || (actor.role !== 'admin' && request.titular.uid !== actor.uid)) throw new DomainError('not-found', requestsText.notFound);
        if (request.exportacao?.estado !== 'pronta') throw new DomainError('failed-precondition', request.exportacao?.erro ?? requestsText.exportNotReady);
        if (isPrivacyExportGone(request.exportacao, Date.now())) throw new DomainError('failed-precondition', requestsText.exportGone);
        const file = files.get(id);
        if (!file) throw new DomainError('not-found', requestsText.exportNotReady);
        const url = URL.createObjectURL(file);
        setTimeout(() => URL.revokeObjectURL(url), privacyExportLinkMs);
        return { url, expira_em: Date.now() + privacyExportLinkMs };
      }),

    queue: (filter, limit) =>
      liveQuery(
        store,
        () => {
          if (actorOf(store)?.role !== 'admin') throw rulesDenied();
          const all = store.collection(privacyRequests);
          return filter.situacao === 'abertas'
            ? all.filter((request) => isOpenState(request.situacao)).sort((a, b) => a.prazo_em - b.prazo_em || a.id.localeCompare(b.id)).slice(0, limit)
            : all.filter((request) => !isOpenState(request.situacao)).sort((a, b) => (b.concluida_em ?? 0) - (a.concluida_em ?? 0) || a.id.localeCompare(b.id)).slice(0, limit);
        },
        (found) => Math.max(1, found.length),
      ),

    async resolve(input) {
      const parsed = parseCommand(privacyResolutionSchema, input);
      const target = store.doc(privacyRequests, parsed.id);
      // A deletion's plan is read before the command, as the function collects before its transaction.
      const plan =
        target && parsed.decisao === 'concluir' && target.tipo === 'exclusao' && actorOf(store)?.role === 'admin'
          ? erasurePlan(await collectMemorySubject(store.snapshot, target.titular), Date.now())
          : null;
      await runCommand(store, 'resolvePrivacyRequest', () => {
        const actor = requireAdmin(actorOf(store));
        const request = store.doc(privacyRequests, parsed.id);
        if (!request) throw new DomainError('not-found', requestsText.notFound);
        const situacao = resolvedState(request, parsed.decisao);
        const now = Date.now();
        const retidos: RetainedRecord[] | null = plan ? plan.manter : null;
        const resposta = resolutionAnswer(parsed.resposta, retidos);
        const adminName = readDoc(store.snapshot, profiles, actor.uid)?.nome ?? '';
        store.update((state) => {
          if (plan) applyErasure(state, { ...plan, apagar: plan.apagar.filter((path) => path !== privacyRequests.docPath(request.id)) });
          putDoc(state, privacyRequests, { ...request, situacao, resposta, concluida_em: now, concluida_por: actor.uid, atualizado_em: now, retidos });
          removeDoc(state, openPrivacyRequests, request.titular.chave);
          recordMemoryAudit(state, resolutionAuditEntry(request, { uid: actor.uid, nome: adminName }, parsed.decisao, retidos), now);
        });
      });
    },
  };
}

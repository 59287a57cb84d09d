/**
 * Versioned consent over the memory store (issue 51): the callables' writes (domain/privacy/consent)
 * applied to the same documents — publico/consentimento, consentimento_versoes, aceites and their
 * historico — and the reads firestore.rules allows (the texts: anyone; an acceptance: its person).
 */
import { consentAcceptances, consentVersionId, consentVersions, currentConsent } from '@solarcred/domain/data/privacy';
import { profiles } from '@solarcred/domain/data/profiles';
import { acceptConsentWrites, consentPublishedAuditEntry, currentConsentOf, defaultConsentVersion, publishWrites } from '@solarcred/domain/privacy/consent';
import { isGuestUploadUid } from '@solarcred/domain/customer-link/commands';
import type { ConsentPort } from '../port-consent';
import { recordMemoryAudit } from './audit-log';
import { actorOf, callerOf, pause, rulesDenied, runCommand } from './commands';
import { liveQuery } from './live';
import { storedCurrentConsent, writeMemoryAcceptance } from './consent-writes';
import { putDoc, putSingle, readCollection, readDoc, type MemoryStore } from './store';

const storedCurrent = storedCurrentConsent;

export function memoryConsent(store: MemoryStore): ConsentPort {
  return {
    async current() {
      await pause();
      return currentConsentOf(storedCurrent(store.snapshot));
    },
    async version(tipo, versao) {
      await pause();
      const stored = readDoc(store.snapshot, consentVersions, consentVersionId(tipo, versao));
      if (stored) return stored;
      if (versao === 1) return defaultConsentVersion(tipo);
      throw rulesDenied();
    },
    async mine() {
      await pause();
      const caller = callerOf(store);
      if (!caller || isGuestUploadUid(caller.uid)) throw rulesDenied();
      return readDoc(store.snapshot, consentAcceptances, caller.uid);
    },
    async accept(origem) {
      await runCommand(store, 'acceptConsent', () => {
        const acceptance = acceptConsentWrites(callerOf(store), { origem }, storedCurrent(store.snapshot), Date.now());
        const caller = callerOf(store);
        if (caller) store.update((state) => writeMemoryAcceptance(state, caller.uid, acceptance));
      });
    },
    publish: (input) =>
      runCommand(store, 'publishConsentVersion', () => {
        const actor = actorOf(store);
        const now = Date.now();
        const writes = publishWrites(actor, input, storedCurrent(store.snapshot), now);
        store.update((state) => {
          putDoc(state, consentVersions, writes.version);
          putSingle(state, currentConsent, writes.current);
          const admin = { uid: writes.version.publicado_por, nome: readDoc(state, profiles, writes.version.publicado_por)?.nome ?? '' };
          recordMemoryAudit(state, consentPublishedAuditEntry(writes.version, admin), now);
        });
        return writes.version.versao;
      }),
    versions: (tipo, limit) =>
      liveQuery(
        store,
        () => readCollection(store.snapshot, consentVersions).filter((version) => version.tipo === tipo).sort((a, b) => b.versao - a.versao).slice(0, limit),
        (list) => list.length,
      ),
  };
}

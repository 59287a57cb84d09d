/**
 * Versioned consent on Firebase (issue 51): the texts and the versions in force are public reads;
 * the person's acceptance is aceites/{uid} (its own); publishing and accepting are callables. The
 * versions of one text, newest first: `tipo ==` ordered by `versao` desc (a composite index).
 */
import { getDoc, limit, orderBy, query, where } from 'firebase/firestore';
import { consentAcceptances, consentVersionId, consentVersions, currentConsent } from '@solarcred/domain/data/privacy';
import { currentConsentOf } from '@solarcred/domain/privacy/consent-versions';
import { BackendError } from '../port';
import type { ConsentPort } from '../port-consent';
import { auth } from './app';
import { call } from './call';
import { liveList } from './live';
import { collectionRef, docRef, singletonRef } from './refs';

export const firebaseConsent: ConsentPort = {
  current: async () => currentConsentOf((await getDoc(singletonRef(currentConsent))).data()),
  async version(tipo, versao) {
    const stored = (await getDoc(docRef(consentVersions, consentVersionId(tipo, versao)))).data();
    if (stored) return stored;
    // Version 1 unpublished: the domain's text, loaded only then.
    if (versao === 1) return (await import('@solarcred/domain/privacy/consent-defaults')).defaultConsentVersion(tipo);
    throw new BackendError('not-found');
  },
  async mine() {
    const uid = auth.currentUser?.uid;
    if (!uid) throw new BackendError('unauthenticated');
    return (await getDoc(docRef(consentAcceptances, uid))).data() ?? null;
  },
  accept: async (origem) => void (await call('acceptConsent', { origem })),
  publish: async (input) => (await call<{ versao: number }>('publishConsentVersion', input)).versao,
  versions: (tipo, max) => liveList(query(collectionRef(consentVersions), where('tipo', '==', tipo), orderBy('versao', 'desc'), limit(max))),
};

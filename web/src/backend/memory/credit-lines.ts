/**
 * Credit lines over the memory store: the reads firestore.rules allows (lines: admins and approved
 * integrators; versions: admins; publico/taxas: anyone) and the updateCreditLine callable's handler.
 */
import { creditLines, creditLineVersions, publishedRatesDoc } from '@solarcred/domain/data/credit-lines';
import { integrators } from '@solarcred/domain/data/integrators';
import { updateCreditLine } from '@solarcred/domain/handlers/credit-lines';
import { inLineOrder } from '@solarcred/domain/credit/lines';
import type { CreditLinesPort } from '../port-credit-lines';
import { actorOf, rulesDenied, runCommand } from './commands';
import { audited } from './audited';
import { liveQuery } from './live';
import { putDoc, putSingle, type MemoryStore } from './store';


export function memoryCreditLines(store: MemoryStore): CreditLinesPort {
  const isAdmin = () => actorOf(store)?.role === 'admin';
  const mayReadLines = () => {
    const actor = actorOf(store);
    return isAdmin() || (actor?.role === 'integrador' && store.doc(integrators, actor.uid)?.status === 'aprovado');
  };
  return {
    lines: liveQuery(
      store,
      () => {
        if (!mayReadLines()) throw rulesDenied();
        return inLineOrder(store.collection(creditLines));
      },
      (found) => found.length,
    ),
    published: liveQuery(store, () => store.single(publishedRatesDoc), () => 1),
    versions: (lineId, limit) =>
      liveQuery(
        store,
        () => {
          if (!isAdmin()) throw rulesDenied();
          return store.collection(creditLineVersions(lineId)).sort((a, b) => b.versao - a.versao).slice(0, limit);
        },
        (found) => found.length,
      ),
    update: (input) =>
      audited(store, 'updateCreditLine', input, runCommand(store, 'updateCreditLine', () => {
        const current = store.doc(creditLines, input.id) ?? null;
        const writes = updateCreditLine(current, store.collection(creditLines), input, actorOf(store), Date.now());
        store.update((state) => {
          putDoc(state, creditLines, writes.line);
          if (writes.version) putDoc(state, creditLineVersions(writes.line.id), writes.version);
          putSingle(state, publishedRatesDoc, writes.published);
        });
      })),
  };
}

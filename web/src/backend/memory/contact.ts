/** The integrator's phone for the WhatsApp link over the memory store (admins, as the rules say). */
import { integrators } from '@solarcred/domain/data/integrators';
import type { ContactPort } from '../port-contact';
import { actorOf, pause, rulesDenied } from './commands';
import type { MemoryStore } from './store';

export function memoryContact(store: MemoryStore): ContactPort {
  return {
    async integratorPhone(integratorId) {
      await pause();
      if (actorOf(store)?.role !== 'admin') throw rulesDenied();
      const record = store.doc(integrators, integratorId);
      store.countReads(1);
      return record?.telefone || record?.owner_phone || null;
    },
  };
}

/** The integrator's phone for the WhatsApp link: one read of integradores/{id} (admins). */
import { getDoc } from 'firebase/firestore';
import { integrators } from '@solarcred/domain/data/integrators';
import type { ContactPort } from '../port-contact';
import { docRef } from './refs';

export const firebaseContact: ContactPort = {
  async integratorPhone(integratorId) {
    const record = (await getDoc(docRef(integrators, integratorId))).data();
    return record?.telefone || record?.owner_phone || null;
  },
};

/** publico/energia (issue 49) as createProposal reads it: the callable's and the partner API's transaction. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { energySettingsDoc } from '@solarcred/domain/data/energy';
import { defaultEnergySettings } from '@solarcred/domain/energy/settings';
import type { EnergySettings } from '@solarcred/domain/energy/types';
import { typedDoc } from '../firestore-data';

/** The admin's energy settings read in the caller's transaction; the domain's defaults until an admin saves them. */
export async function energySettingsIn(tx: Transaction, db: Firestore): Promise<EnergySettings> {
  return (await tx.get(typedDoc(db, energySettingsDoc.collection, energySettingsDoc.id))).data() ?? defaultEnergySettings();
}

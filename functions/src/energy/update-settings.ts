/**
 * updateEnergySettings ({ versao, performance_ratio, crescimento_tarifa_aa_pct, margem_parcela_pct,
 * tarifas, tarifas_fonte, tarifas_vigencia }), admins (issue 49): one transaction reads
 * publico/energia (one document), refuses a form loaded on a version someone else has replaced,
 * writes the new values under the next version and keeps the replaced ones in
 * publico/energia/versoes/{versao} (the repo's defaults as version 0 on the first save).
 */
import { energySettingsDoc, energySettingsVersions } from '@solarcred/domain/data/energy';
import { energySettingsInput } from '@solarcred/domain/energy/settings';
import { updateEnergySettings as decide } from '@solarcred/domain/handlers/energy-settings';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';

export const updateEnergySettings = callable('admin', async ({ actor, data }) => {
  // Bad input is refused before any read.
  parseCommand(energySettingsInput, data);
  const db = commandFirestore();
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(typedDoc(db, energySettingsDoc.collection, energySettingsDoc.id))).data() ?? null;
    const { settings, replaced } = decide(current, data, actor, Date.now());
    tx.set(db.doc(energySettingsDoc.collection.docPath(energySettingsDoc.id)), toFirestore(settings));
    tx.create(db.doc(energySettingsVersions.docPath(String(replaced.versao))), toFirestore(replaced));
    return { versao: settings.versao };
  });
}, 'updateEnergySettings');

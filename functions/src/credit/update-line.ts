/**
 * updateCreditLine ({ id, ativa, taxas, valor_min_centavos, valor_max_centavos, tarifa_centavos,
 * nota, versao }), admins (issue 32): one transaction reads every line (seven documents), refuses
 * a change made on a version someone else has replaced, writes the line under the next version,
 * keeps the replaced values in linhas_credito/{id}/versoes/{versao}, and rebuilds publico/taxas.
 */
import { creditLineInput } from '@solarcred/domain/schemas/credit-lines';
import { creditLines, creditLineVersions, publishedRatesDoc } from '@solarcred/domain/data/credit-lines';
import { updateCreditLine as decide } from '@solarcred/domain/handlers/credit-lines';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedCollection } from '../firestore-data';

export const updateCreditLine = callable('admin', async ({ actor, data }) => {
  const { id } = parseCommand(creditLineInput, data);
  const db = commandFirestore();
  const versao = await db.runTransaction(async (tx) => {
    const lines = (await tx.get(typedCollection(db, creditLines))).docs.map((doc) => doc.data());
    const writes = decide(lines.find((line) => line.id === id) ?? null, lines, data, actor, Date.now());
    tx.set(db.doc(creditLines.docPath(id)), toFirestore(writes.line));
    if (writes.version) tx.create(db.doc(creditLineVersions(id).docPath(writes.version.id)), toFirestore(writes.version));
    tx.set(db.doc(publishedRatesDoc.collection.docPath(publishedRatesDoc.id)), toFirestore(writes.published));
    return writes.line.versao;
  });
  return { id, versao };
});

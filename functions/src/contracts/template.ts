/**
 * updateContractTemplate ({ clausulas, versao }), admins (issue 47): the contract's clauses,
 * versioned like the credit lines' rates. One transaction reads config/modelo_contrato, lets the
 * domain decide (a change made on a version someone else replaced is refused; an unknown
 * {{placeholder}} is refused at its clause), writes the next version and keeps the replaced text in
 * config/modelo_contrato/versoes/{versao}. Contracts already generated keep their frozen clauses.
 */
import { contractTemplateDoc, contractTemplateVersions } from '@solarcred/domain/data/contracts';
import { contractTemplateInput, updateTemplateWrites } from '@solarcred/domain/contract/template';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';

export const updateContractTemplate = callable('admin', async ({ actor, data }) => {
  parseCommand(contractTemplateInput, data);
  const db = commandFirestore();
  const ref = typedDoc(db, contractTemplateDoc.collection, contractTemplateDoc.id);
  const versao = await db.runTransaction(async (tx) => {
    const writes = updateTemplateWrites((await tx.get(ref)).data() ?? null, data, actor, Date.now());
    tx.set(db.doc(contractTemplateDoc.collection.docPath(contractTemplateDoc.id)), toFirestore(writes.template));
    if (writes.replaced) tx.create(db.doc(contractTemplateVersions.docPath(String(writes.replaced.versao))), toFirestore(writes.replaced));
    return writes.template.versao;
  });
  return { versao };
}, 'updateContractTemplate');

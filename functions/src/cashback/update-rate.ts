/**
 * updateCashbackRate ({ id, percentual, versao }), admins (issue 27): one transaction reads the
 * line's cashback and its credit rates (a rate above zero needs them, issue 45), refuses a change
 * made on a version someone else has replaced, writes the new
 * value under the next version and keeps the replaced one in cashback_taxas/{id}/versoes/{versao}.
 */
import { cashbackRateInput, updateCashbackRate as decide } from '@solarcred/domain/cashback/cashback-rates';
import { cashbackRates, cashbackRateVersions } from '@solarcred/domain/data/cashback';
import { creditLines } from '@solarcred/domain/data/credit-lines';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';

export const updateCashbackRate = callable('admin', async ({ actor, data }) => {
  const { id } = parseCommand(cashbackRateInput, data);
  const db = commandFirestore();
  return db.runTransaction(async (tx) => {
    const [current, creditLine] = await Promise.all([
      tx.get(typedDoc(db, cashbackRates, id)).then((snapshot) => snapshot.data() ?? null),
      tx.get(typedDoc(db, creditLines, id)).then((snapshot) => snapshot.data() ?? null),
    ]);
    const writes = decide(current, creditLine, data, actor, Date.now());
    if (!writes) return { id, versao: current?.versao ?? 0 };
    tx.set(db.doc(cashbackRates.docPath(id)), toFirestore(writes.rate));
    if (writes.replaced) tx.create(db.doc(cashbackRateVersions(id).docPath(String(writes.replaced.versao))), toFirestore(writes.replaced));
    return { id, versao: writes.rate.versao };
  });
}, 'updateCashbackRate');

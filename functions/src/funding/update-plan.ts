/**
 * updateFundingPlan ({ id, versao, parcelas: [{ marco, percentual }] }), admins (issue 48): one
 * transaction reads the line's plan, refuses a change made on a version someone else has replaced
 * (or a plan that is not 1–5 tranches in milestone order summing to 100 %), writes the new value
 * under the next version and keeps the replaced one in repasse_planos/{id}/versoes/{versao}.
 * Proposals already approved keep the plan their 'plano' entry pinned.
 */
import { fundingPlans, fundingPlanVersions } from '@solarcred/domain/data/funding';
import { fundingPlanInput, updateFundingPlan as decide } from '@solarcred/domain/funding/plan';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';

export const updateFundingPlan = callable('admin', async ({ actor, data }) => {
  const { id } = parseCommand(fundingPlanInput, data);
  const db = commandFirestore();
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(typedDoc(db, fundingPlans, id))).data() ?? null;
    const { plan, replaced } = decide(current, data, actor, Date.now());
    tx.set(db.doc(fundingPlans.docPath(id)), toFirestore(plan));
    if (replaced) tx.create(db.doc(fundingPlanVersions(id).docPath(String(replaced.versao))), toFirestore(replaced));
    return { id, versao: plan.versao };
  });
}, 'updateFundingPlan');

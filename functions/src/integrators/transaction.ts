/**
 * Runs an integrator command in one Firestore transaction: read integradores/{id}, let the
 * domain handler decide, write the patch, the history entry and any new projects.
 */
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import type { IntegratorWrites, ProjectWrite } from '@solarcred/domain/handlers/integrator-profile';
import { integratorHistory, integratorPath, integratorProjects, integrators } from '@solarcred/domain/data/integrators';
import type { Integrator, Millis } from '@solarcred/domain/model';
import { commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';

export interface IntegratorCommandWrites extends IntegratorWrites {
  projects?: ProjectWrite[];
  removedProjectIds?: string[];
}

/** One write of a command: update an existing document, or add one with an automatic id. */
export type DocumentWrite =
  | { kind: 'update'; path: string; data: DocumentData }
  | { kind: 'set'; path: string; data: DocumentData }
  | { kind: 'delete'; path: string }
  | { kind: 'add'; collection: string; data: DocumentData };

/** The Firestore writes for a handler's result, times as Timestamps. */
export function integratorDocumentWrites(
  id: string,
  { patch, history, projects = [], removedProjectIds = [] }: IntegratorCommandWrites,
): DocumentWrite[] {
  const writes: DocumentWrite[] = [];
  if (Object.keys(patch).length > 0) writes.push({ kind: 'update', path: integratorPath(id), data: toFirestore(patch) });
  if (history) writes.push({ kind: 'add', collection: integratorHistory(id).path, data: toFirestore(history) });
  // Projects live under their slot ids: a repeated submission overwrites them instead of adding.
  const projectSlots = integratorProjects(id);
  for (const project of projects) writes.push({ kind: 'set', path: projectSlots.docPath(project.id), data: toFirestore(project) });
  for (const projectId of removedProjectIds) writes.push({ kind: 'delete', path: projectSlots.docPath(projectId) });
  return writes;
}

function applyWrite(db: Firestore, tx: Transaction, write: DocumentWrite): void {
  if (write.kind === 'update') tx.update(db.doc(write.path), write.data);
  else if (write.kind === 'set') tx.set(db.doc(write.path), write.data);
  else if (write.kind === 'delete') tx.delete(db.doc(write.path));
  else tx.create(db.collection(write.collection).doc(), write.data);
}

/**
 * Loads integradores/{id} (null when missing), calls `decide` with it and the current time,
 * commits its writes and returns its result. A DomainError thrown by `decide` aborts the
 * transaction without writing.
 */
export function runIntegratorCommand<Result>(
  id: string,
  decide: (current: Integrator | null, now: Millis) => { writes: IntegratorCommandWrites; result: Result },
): Promise<Result> {
  const db = commandFirestore();
  const ref = typedDoc(db, integrators, id);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const current = snapshot.data() ?? null;
    const { writes, result } = decide(current, Date.now());
    for (const write of integratorDocumentWrites(id, writes)) applyWrite(db, tx, write);
    return result;
  });
}

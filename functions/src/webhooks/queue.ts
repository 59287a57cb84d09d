/**
 * The deliveries' task queue (issue 52): one task per delivery on the queue of the task function
 * deliverWebhook (index.ts declares its retry schedule). An automatic task's id comes from its
 * delivery, so a replayed trigger enqueues nothing new (the queue answers 'task-already-exists');
 * a manual one ('Reenviar') gets a fresh id each time.
 * In the emulator the Admin SDK sends the tasks to the Cloud Tasks emulator (CLOUD_TASKS_EMULATOR_HOST,
 * set by the CLI); deployed, the functions' service account needs the Cloud Tasks Enqueuer role
 * (docs/api.md, "Deploying").
 */
import { getFunctions } from 'firebase-admin/functions';
import { product } from '@solarcred/domain/config';
import { hexOf, sha256 } from '@solarcred/domain/api/digest';
import { adminApp } from '../app';

export const deliveryQueueFunction = 'deliverWebhook';

/** What a task carries: the delivery to attempt, and why. */
export interface DeliveryTask {
  entregaId: string;
  origem: 'automatica' | 'manual';
}

/** Sends one task to the queue; `id` given: at most one task with it. */
export type Enqueue = (task: DeliveryTask, id?: string) => Promise<void>;

/** The automatic task's id for a delivery (task ids allow letters, digits, '-' and '_' only). */
export const automaticTaskId = (deliveryId: string): string => `auto-${hexOf(sha256(deliveryId))}`;

export const enqueueDelivery: Enqueue = async (task, id) => {
  const queue = getFunctions(adminApp()).taskQueue<DeliveryTask>(`locations/${product.region}/functions/${deliveryQueueFunction}`);
  try {
    await queue.enqueue(task, { ...(id ? { id } : {}), dispatchDeadlineSeconds: 60 });
  } catch (error) {
    // Already queued by an earlier run of the same trigger: nothing to do.
    if ((error as { code?: string }).code === 'functions/task-already-exists') return;
    throw error;
  }
};

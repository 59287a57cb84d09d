/**
 * The one policy for file transfers on both adapters (issue 26): an upload that stops moving is
 * cancelled after transfers.uploadStallMs, a download that has not arrived after
 * transfers.downloadTimeoutMs fails; either way with a BackendError the screens turn into their
 * message and a retry, instead of a spinner that waits out the SDK's silent retries.
 */
import { transfers } from '@solarcred/domain/constants';
import { transfersText } from '@solarcred/domain/messages';
import { BackendError, type UploadProgress } from './port';

/** A transfer in flight: its outcome, and how to stop it. */
export interface Transfer<T> {
  done: Promise<T>;
  cancel(): void;
}

/** `start`'s transfer, failed and cancelled once it reports no progress for `stallMs`. */
export function withStallTimeout<T>(
  start: (progress: UploadProgress) => Transfer<T>,
  onProgress?: UploadProgress,
  stallMs: number = transfers.uploadStallMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = -1;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        reject(new BackendError('storage/stalled', transfersText.stalled));
        transfer.cancel();
      }, stallMs);
    };
    const transfer = start((fraction) => {
      if (fraction !== last) {
        last = fraction;
        watch();
      }
      onProgress?.(fraction);
    });
    watch();
    settleWith(transfer.done, () => clearTimeout(timer), resolve, reject);
  });
}

/** `work`, or a 'storage/timeout' failure once `ms` have passed without it. */
export function withDeadline<T>(work: Promise<T>, ms: number = transfers.downloadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new BackendError('storage/timeout', transfersText.downloadTimeout)), ms);
    settleWith(work, () => clearTimeout(timer), resolve, reject);
  });
}

/** Passes `work`'s outcome on once it comes, after `stop` (the limit's timer is no longer needed). */
function settleWith<T>(work: Promise<T>, stop: () => void, resolve: (value: T) => void, reject: (error: unknown) => void): void {
  work.then(
    (value) => {
      stop();
      resolve(value);
    },
    (error: unknown) => {
      stop();
      reject(error);
    },
  );
}

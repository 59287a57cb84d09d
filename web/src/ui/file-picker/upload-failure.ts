/**
 * The words for an upload that failed (issue 45): Storage out of reach says that sending files is
 * unavailable right now, once however many files failed together; any other failure keeps the
 * screen's own words.
 */
import type { Severity } from '@solarcred/domain/errors';
import { transfersText } from '@solarcred/domain/messages';
import { BackendError } from '../../backend';
import { notifyError } from '../toaster';

/** True when the upload failed because Storage cannot be reached at all. */
const storageUnavailable = (error: unknown): boolean => error instanceof BackendError && error.code === 'storage/unavailable';

/** Tells the person an upload failed, in the words `error` calls for. */
export function notifyUploadFailure(error: unknown, severity: Severity, words: { title: string; description?: string }): void {
  if (storageUnavailable(error)) notifyError(severity, { title: transfersText.unavailable, once: true });
  else notifyError(severity, words);
}

/**
 * The bucket's word on uploaded files, shared by every command that takes an upload (a proposal's
 * attachments, a pending item's answer, a customer's application): kept apart from the proposal
 * handler so a command that checks files does not load the proposal's credit and energy math.
 */
import { files as limits } from '../constants';
import { DomainError } from '../errors';
import { documentFileError } from '../files';
import { proposalSubmit, validation } from '../messages';
import type { StoredObjectFacts } from './integrator-profile';

/** Each attachment must be uploaded, of an accepted type, at most 5 MB, by what the bucket says. */
export function checkStoredFiles(paths: string[], facts: StoredObjectFacts): void {
  for (const path of paths) {
    const stored = facts(path);
    if (!stored) throw new DomainError('failed-precondition', proposalSubmit.uploadMissing(path));
    const accepted = (limits.documentContentTypes as readonly string[]).includes(stored.contentType);
    const problem = accepted ? documentFileError({ name: path, size: stored.size, type: stored.contentType }) : validation.fileType;
    if (problem !== null) throw new DomainError('invalid-argument', problem);
  }
}

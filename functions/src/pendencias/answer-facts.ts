/**
 * The bucket's facts (size, content type) of the file an answer names, read before the answer's
 * transaction by both answering callables: the integrator's answerPendingItem and the customer's
 * answerCustomerPendingItem (issue 28). Only a path inside the answerer's proposal folder is asked
 * about (anything else is refused by the domain as a foreign file before facts matter); null when
 * no file is named or, in the Functions emulator, when no Storage emulator runs.
 */
import type { StoredObjectFacts } from '@solarcred/domain/handlers/integrator-profile';
import { bucketFactsOrNone } from '../integrators/stored-files';

/** The payload's `arquivo` when it names an object of `folder` (unparsed: look, do not trust). */
function answerFileIn(data: unknown, folder: string): string | null {
  const arquivo = typeof data === 'object' && data !== null ? (data as { arquivo?: unknown }).arquivo : undefined;
  if (typeof arquivo !== 'string' || arquivo.length === 0 || arquivo.length > 500) return null;
  return arquivo.startsWith(`${folder}/`) ? arquivo : null;
}

/** `command` names the callable in the emulator's warning. */
export async function answerFileFacts(data: unknown, folder: string, command: string): Promise<StoredObjectFacts | null> {
  const arquivo = answerFileIn(data, folder);
  return arquivo ? bucketFactsOrNone([arquivo], command) : null;
}

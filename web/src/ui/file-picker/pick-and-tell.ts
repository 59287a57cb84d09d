/**
 * The file pickers' rules, without a design system (the customer's page shares them, issue 28):
 * what the native dialog offers, and adding picked files by the domain's checks (type, 5 MB,
 * how many) with each refusal and success told in a toast.
 */
import { files as limits } from '@solarcred/domain/constants';
import { pickFiles } from '@solarcred/domain/files';
import { filePicker } from '@solarcred/domain/messages';
import { notifyError, notifyInfo, notifySuccess } from '../toaster';

/** What the native dialog offers: the document extensions and their content types. */
export const documentAccept = [...limits.documentExtensions.map((ext) => `.${ext}`), ...limits.documentContentTypes].join(',');

/** The hint under a drop zone. */
export const documentHint = `PDF, JPG, JPEG ou PNG, até ${limits.maxMegabytes}MB`;

/**
 * `files` with `incoming` added (or the one file replaced), or null when nothing was accepted. One
 * pick tells one toast, however many files it offered (a stack of them covered the page's heading
 * and the consent text, issue 45): the refusals, each file's own text on a line, with what was added.
 */
export function pickAndTell(files: readonly File[], incoming: File[], { multiple, max }: { multiple: boolean; max: number }): File[] | null {
  if (incoming.length === 0) return null;
  const result = pickFiles(files, incoming, { multiple, max });
  tell(result.errors, result.info, result.success);
  return result.success ? result.files : null;
}

function tell(errors: readonly string[], info: string | null, success: string | null): void {
  const problems = info ? [...errors, info] : [...errors];
  if (problems.length === 0) {
    if (success) notifySuccess(success, undefined, { brief: true });
    return;
  }
  const [title = '', ...lines] = errors.length > 1 ? [filePicker.severalProblems(errors.length), ...problems] : problems;
  const description = [...lines, ...(success ? [success] : [])].join('\n') || undefined;
  if (errors.length > 0) notifyError('medium', { title, description });
  else notifyInfo(title, description);
}

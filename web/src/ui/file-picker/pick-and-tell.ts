/**
 * The file pickers' rules, without a design system (the customer's page shares them, issue 28):
 * what the native dialog offers, and adding picked files by the domain's checks (type, 5 MB,
 * how many) with each refusal and success told in a toast.
 */
import { files as limits } from '@solarcred/domain/constants';
import { pickFiles } from '@solarcred/domain/files';
import { notifyError, notifyInfo, notifySuccess } from '../toaster';

/** What the native dialog offers: the document extensions and their content types. */
export const documentAccept = [...limits.documentExtensions.map((ext) => `.${ext}`), ...limits.documentContentTypes].join(',');

/** The hint under a drop zone. */
export const documentHint = `PDF, JPG, JPEG ou PNG, até ${limits.maxMegabytes}MB`;

/** `files` with `incoming` added (or the one file replaced), or null when nothing was accepted. */
export function pickAndTell(files: readonly File[], incoming: File[], { multiple, max }: { multiple: boolean; max: number }): File[] | null {
  if (incoming.length === 0) return null;
  const result = pickFiles(files, incoming, { multiple, max });
  for (const message of result.errors) notifyError('medium', { title: message });
  if (result.info) notifyInfo(result.info);
  if (!result.success) return null;
  notifySuccess(result.success, undefined, { brief: true });
  return result.files;
}

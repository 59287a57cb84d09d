import { notifyError, notifySuccess } from './toaster';

/** Copies `url`, saying whether it worked (the field stays on screen to copy by hand). */
export async function copyLink(url: string, words: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess(words.copied, undefined, { brief: true });
  } catch {
    notifyError('low', { title: words.failed });
  }
}

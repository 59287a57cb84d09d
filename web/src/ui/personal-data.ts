/** What a signed-out browser must not keep: the wizard drafts and the local error log. */
import { personalStorage } from '@solarcred/domain/constants';

/** Removes every personal key (and every key of a personal prefix) from `storage`. */
export function forgetPersonalData(storage: Storage = localStorage): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    for (const key of keys) {
      const personal =
        (personalStorage.keys as readonly string[]).includes(key) || personalStorage.prefixes.some((prefix) => key.startsWith(prefix));
      if (personal) storage.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing was kept
  }
}

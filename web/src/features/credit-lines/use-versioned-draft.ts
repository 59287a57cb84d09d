/**
 * The form state of a versioned setting of 'Taxas e Linhas' (a funding plan, the energy settings):
 * the admin's draft over the stored value, replaced by live values while untouched and kept once
 * edited; `changedMeanwhile` when someone else saved a newer version meanwhile (the save would be
 * refused as stale); and `send`, which saves and shows the server's refusal at the form and in a
 * toast.
 */
import { useEffect, useRef, useState } from 'react';
import { BackendError } from '../../backend';
import { notifyError } from '../../ui/toaster';

export function useVersionedDraft<S extends { versao: number }, D>(stored: S, draftOf: (stored: S) => D, failure: string) {
  const [draft, setDraft] = useState<D>(() => draftOf(stored));
  const [edited, setEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const base = useRef(stored);
  const draftOfStored = useRef(draftOf);

  // Live values replace an untouched form; an edited one keeps the admin's draft.
  useEffect(() => {
    if (edited || stored.versao === base.current.versao) return;
    base.current = stored;
    setDraft(draftOfStored.current(stored));
  }, [stored, edited]);

  const change = (next: D) => {
    setEdited(true);
    setRefusal(null);
    setDraft(next);
  };
  const reload = () => {
    base.current = stored;
    setDraft(draftOf(stored));
    setEdited(false);
    setErrors({});
    setRefusal(null);
  };
  const send = async (save: () => Promise<void>, onSaved: () => void) => {
    setSaving(true);
    setRefusal(null);
    try {
      await save();
      onSaved();
      setEdited(false);
    } catch (error) {
      const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
      setRefusal(reason ?? failure);
      notifyError('medium', { title: failure, description: reason });
    } finally {
      setSaving(false);
    }
  };

  return {
    draft, change, reload, send, errors, setErrors, refusal, setRefusal, saving,
    /** The version the draft was loaded on: the save's stale check. */
    versao: base.current.versao,
    // While our own save is on its way, the new version is ours, not someone else's.
    changedMeanwhile: edited && !saving && stored.versao !== base.current.versao,
  };
}

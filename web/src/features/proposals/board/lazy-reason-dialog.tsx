/**
 * The reason dialog's code (and the dialog frame's: zag dialog, focus trap) loads when a drag
 * starts (`warmReasonDialog`) or, at the latest, when a drop asks for a reason; once loaded it
 * stays mounted, as it was when it loaded with the board.
 */
import { useEffect, useState } from 'react';
import { proposals as proposalText } from '@solarcred/domain/messages';
import { notifyError } from '../../../ui/toaster';
import type { ReasonDialogProps } from './reason-dialog';

type ReasonDialogModule = typeof import('./reason-dialog');

let loaded: ReasonDialogModule | null = null;
let loading: Promise<ReasonDialogModule> | null = null;

/** Starts loading the dialog (once); resolves with its module. */
export function warmReasonDialog(): Promise<ReasonDialogModule> {
  loading ??= import('./reason-dialog').then(
    (module) => (loaded = module),
    (failure: unknown) => {
      loading = null; // the next drag tries again
      throw failure;
    },
  );
  return loading;
}

export function LazyReasonDialog(props: ReasonDialogProps) {
  const [module, setModule] = useState(loaded);
  const asked = props.request !== null;
  const { onCancel } = props;
  useEffect(() => {
    if (module || !asked) return;
    let mounted = true;
    warmReasonDialog().then(
      (loadedModule) => mounted && setModule(loadedModule),
      () => {
        // Without the dialog the move cannot be explained: it does not happen, as a failed save.
        if (!mounted) return;
        onCancel();
        notifyError('medium', { title: proposalText.statusUpdateFailure });
      },
    );
    return () => {
      mounted = false;
    };
  }, [module, asked, onCancel]);
  return module ? <module.ReasonDialog {...props} /> : null;
}

import { useEffect, useState } from 'react';
import type { InvitationPreview } from '@solarcred/domain/team/invitation';
import { getBackend } from '../../backend';
import { acceptFailure } from './invitation-accept';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; preview: InvitationPreview }
  /** Unknown, revoked, used or expired: the page says why and offers nothing to do. */
  | { status: 'refused'; message: string }
  /** A connection or server failure: the page goes on without the company's name. */
  | { status: 'unavailable' };

/** The invitation a token names, asked once per token (previewInvitation, issue 45); `enabled` false for a malformed token. */
export function useInvitationPreview(token: string, enabled: boolean): PreviewState {
  const [answer, setAnswer] = useState<{ token: string; state: PreviewState } | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    void (async () => {
      let state: PreviewState;
      try {
        state = { status: 'ready', preview: await (await getBackend()).team.preview(token) };
      } catch (error) {
        const failure = acceptFailure(error);
        state = failure.retry ? { status: 'unavailable' } : { status: 'refused', message: failure.message };
      }
      if (current) setAnswer({ token, state });
    })();
    return () => {
      current = false;
    };
  }, [token, enabled]);
  return answer?.token === token ? answer.state : { status: 'loading' };
}

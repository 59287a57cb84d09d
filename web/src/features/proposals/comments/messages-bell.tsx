/**
 * The messages bell (integrator header, admin top bar): red with a badge while comments by other
 * people are unread ('9+' above 9), grey otherwise, from the first paint. The popover (the 5 most
 * recent, 'Lido') is `messages-bell-popover.tsx`, loaded with the bell's first opening.
 */
import { badgeLabel } from '@solarcred/domain/comments';
import { onDemand, useFirstUse } from '../../../ui/layout/first-use';
import { MessagesBellButton } from './messages-bell-button';
import { useInbox } from './use-inbox';

const popover = onDemand(() => import('./messages-bell-popover'));

export function MessagesBell() {
  const inbox = useInbox();
  const { loaded, activate, warm } = useFirstUse(popover);
  if (loaded) return <loaded.module.MessagesBellPopover inbox={inbox} activation={loaded.activation} />;
  return (
    <MessagesBellButton badge={badgeLabel(new Set(inbox?.unread.map((comment) => comment.id)).size)} ready={inbox !== null} aria-haspopup="dialog" aria-expanded={false}
      onPointerEnter={warm} onFocus={warm}
      onClick={(event) => activate({ focused: event.currentTarget === document.activeElement, open: { kind: 'click' } })} />
  );
}

import { useMemo } from 'react';
import { bells } from '@solarcred/domain/constants';
import { noticesWindowStart } from '@solarcred/domain/notices';
import { useLive } from '../../backend/use-live';
import { useCompany, useSession } from '../../backend/use-session';
import { onDemand, useFirstUse } from '../../ui/layout/first-use';
import { NoticesBellButton } from './notices-bell-button';

/** The start of the 7-day window, fixed per day so the subscription does not churn. */
const useWindowStart = () => useMemo(() => noticesWindowStart(new Date().setHours(0, 0, 0, 0)), []);

// The popover, its list and the notice dialog load with the bell's first opening.
const popover = onDemand(() => import('./notices-bell-popover'));

/**
 * The integrator header's notices bell: the notices of the last 7 days for everyone or for this
 * person's company (at most 5), live; unread ones (no read record) counted on the badge from the first
 * paint; an item opens the whole notice; 'Marcar como lidos' writes the read records, which every
 * device then sees.
 */
export function NoticesBell() {
  const session = useSession();
  const company = useCompany();
  const reader = session.status === 'signed-in' && company ? { uid: session.user.uid, companyId: company.id } : null;
  const since = useWindowStart();
  const live = useLive((backend) => (reader ? backend.notices.bell(reader, since, bells.recentNotices) : null), `${reader?.uid}:${reader?.companyId}:${since}`);
  const { loaded, activate, warm } = useFirstUse(popover);
  if (loaded) return <loaded.module.NoticesBellPopover reader={reader} live={live} activation={loaded.activation} />;
  const unread = live.status === 'ready' ? live.data.filter((notice) => !notice.lido).length : 0;
  return (
    <NoticesBellButton unread={unread} aria-haspopup="dialog" aria-expanded={false} onPointerEnter={warm} onFocus={warm}
      onClick={(event) => activate({ focused: event.currentTarget === document.activeElement, open: { kind: 'click' } })} />
  );
}

/**
 * Placeholders for the top-bar widgets of the bells issue (document 2, section 2 'Bells'). Each
 * is its own component so that issue swaps one import without touching the layouts.
 */
import { IconButton } from '@chakra-ui/react';
import type { ComponentType, SVGProps } from 'react';
import { NoticesBell } from '../../features/notices/notices-bell';
import { MessagesBell } from '../../features/proposals/comments/messages-bell';
import { BellIcon } from '../../ui/layout/icons';
import { notifyInfo } from '../../ui/toaster';

function PlaceholderButton({ label, icon: Icon }: { label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }) {
  return (
    <IconButton variant="ghost" size="sm" aria-label={label} color="fg.muted"
      onClick={() => notifyInfo(label, 'Em breve nesta área.')}>
      <Icon width="20" height="20" />
    </IconButton>
  );
}

/** Messages bell (admin top bar and integrator header): recent proposal comments. */
export function MessagesBellSlot() {
  return <MessagesBell />;
}

/** Admin notification button. */
export function NotificationsButtonSlot() {
  return <PlaceholderButton label="Notificações" icon={BellIcon} />;
}

/** Integrator notices bell: recent notices from the administrators. */
export function NoticesBellSlot() {
  return <NoticesBell />;
}

/** Small line icons used by the landing (decorative: the text next to them says it all). */
import type { ReactNode } from 'react';
import type { CreditIcon } from './content';

type IconProps = { size?: number };

function Svg({ size = 24, children }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const ChevronLeft = (props: IconProps) => <Svg {...props}><path d="m15 18-6-6 6-6" /></Svg>;
export const ChevronRight = (props: IconProps) => <Svg {...props}><path d="m9 18 6-6-6-6" /></Svg>;
export const PauseIcon = (props: IconProps) => <Svg {...props}><path d="M9 5v14M15 5v14" /></Svg>;
export const PlayIcon = (props: IconProps) => <Svg {...props}><path d="m7 4 13 8-13 8z" /></Svg>;
export const CheckIcon = (props: IconProps) => <Svg {...props}><circle cx="12" cy="12" r="10" /><path d="m8 12 3 3 5-6" /></Svg>;

const creditPaths: Record<CreditIcon, ReactNode> = {
  payroll: <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 10h18M7 15h4" /></>,
  car: <><path d="M5 17H3v-5l2-5h14l2 5v5h-2" /><circle cx="7.5" cy="17" r="2" /><circle cx="16.5" cy="17" r="2" /><path d="M9.5 17h5M4 12h16" /></>,
  store: <><path d="M4 10v10h16V10M2 6l2-3h16l2 3v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" /><path d="M10 20v-5h4v5" /></>,
  group: <><circle cx="9" cy="8" r="3" /><path d="M3 20a6 6 0 0 1 12 0" /><circle cx="17" cy="9" r="2.5" /><path d="M16 14a5 5 0 0 1 5 5" /></>,
  calendar: <><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4M8 15h3" /></>,
  briefcase: <><rect x="3" y="7" width="18" height="13" rx="2" /><path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" /></>,
};

export function CreditLineIcon({ icon }: { icon: CreditIcon }) {
  return <Svg size={26}>{creditPaths[icon]}</Svg>;
}

export function WhatsAppIcon() {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.6a10.6 10.6 0 0 1-5.4-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.6 10.6 0 1 1 16 26.6Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5 1-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.7 3.7 0 0 0-1.1 2.7 6.5 6.5 0 0 0 1.3 3.4 14.7 14.7 0 0 0 5.7 5c2.1.9 2.9 1 4 .8a3.4 3.4 0 0 0 2.2-1.6 2.8 2.8 0 0 0 .2-1.6c-.1-.2-.3-.3-.6-.4Z" />
    </svg>
  );
}

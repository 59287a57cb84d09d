import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** A 24×24 stroke icon drawn inline: sized by the font, coloured by the text, hidden from readers. */
export function strokeIcon(paths: ReactNode) {
  return function StrokeIcon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const MenuIcon = strokeIcon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const SidebarCollapseIcon = strokeIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M16 10l-2 2 2 2" />
  </>,
);

export const SidebarExpandIcon = strokeIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M14 10l2 2-2 2" />
  </>,
);

export const DashboardIcon = strokeIcon(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);

/** Bars rising (issue 50's 'Análises'). */
export const ChartIcon = strokeIcon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);

export const UsersIcon = strokeIcon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 4.13a4 4 0 0 1 0 7.75M22 21v-1a6 6 0 0 0-4-5.65" />
  </>,
);

export const KanbanIcon = strokeIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M8 7v7M12 7v4M16 7v9" />
  </>,
);

export const MegaphoneIcon = strokeIcon(
  <path d="M3 11v2a1 1 0 0 0 1 1h3l5 4V6L7 10H4a1 1 0 0 0-1 1zM16 8.5a5 5 0 0 1 0 7M19 5.5a9 9 0 0 1 0 13" />,
);

export const SettingsIcon = strokeIcon(
  <>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);

export const PercentIcon = strokeIcon(
  <>
    <path d="M19 5L5 19" />
    <circle cx="6.5" cy="6.5" r="2.5" />
    <circle cx="17.5" cy="17.5" r="2.5" />
  </>,
);

/** A banknote: the cashback screens. */
export const CashIcon = strokeIcon(
  <>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 12h.01M18 12h.01" />
  </>,
);

export const UploadIcon = strokeIcon(<path d="M12 15V3M7 8l5-5 5 5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />);

export const LinkIcon = strokeIcon(
  <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />,
);

export const FolderIcon = strokeIcon(
  <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />,
);

/** A shield with a check (issue 51's 'Solicitações LGPD'). */
export const ShieldIcon = strokeIcon(<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />);

/** An eye (issue 51's 'Auditoria': who saw what). */
export const EyeIcon = strokeIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

/** A page with lines (issue 51's 'Termos e privacidade'). */
export const DocumentIcon = strokeIcon(<path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5" />);

export const UserIcon = strokeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21v-1a7 7 0 0 1 7-7h2a7 7 0 0 1 7 7v1" />
  </>,
);

export const SignOutIcon = strokeIcon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);

export const BellIcon = strokeIcon(
  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
);

export const MailIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);

export const MessageIcon = strokeIcon(<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />);

export const ChevronDownIcon = strokeIcon(<path d="M6 9l6 6 6-6" />);

import { Outlet, useNavigate } from 'react-router-dom';
import { useSession } from '../../backend/use-session';
import { AccountMenu } from '../../ui/layout/account-menu';
import { AppShell } from '../../ui/layout/app-shell';
import { SettingsIcon, UserIcon } from '../../ui/layout/icons';
import { SidebarNav } from '../../ui/layout/sidebar-nav';
import { useSignOut } from '../../ui/layout/use-sign-out';
import { paths } from '../../config/paths';
import { MessagesBellSlot, NotificationsButtonSlot } from './header-slots';
import { adminNav, sidebarStorageKeys } from './nav-entries';
import { ProposalDetailsFromLink } from '../../features/proposals/details/proposal-details';

/** Admin area frame: sidebar with the five admin entries, bells and the 'Minha Conta' menu. */
export function AdminLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const email = session.status === 'signed-in' ? session.user.email : undefined;

  return (
    <AppShell
      storageKey={sidebarStorageKeys.admin}
      sidebar={({ collapsed, closeDrawer }) => (
        <SidebarNav entries={adminNav} collapsed={collapsed} onNavigate={closeDrawer} />
      )}
      actions={
        <>
          <MessagesBellSlot />
          <NotificationsButtonSlot />
          <AccountMenu
            label="Minha Conta"
            caption={email}
            entries={[
              { label: 'Perfil', icon: UserIcon, onSelect: () => navigate(paths.admin.profile) },
              { label: 'Configurações', icon: SettingsIcon, onSelect: () => navigate(paths.admin.settings) },
            ]}
            onSignOut={() => void signOut()}
          />
        </>
      }
    >
      <Outlet />
      {/* ?proposta={id} opens a proposal's details on any page of the area (boards, bells, e-mails). */}
      <ProposalDetailsFromLink />
    </AppShell>
  );
}

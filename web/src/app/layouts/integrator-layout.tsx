import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../backend/use-session';
import { AccountMenu } from '../../ui/layout/account-menu';
import { AppShell } from '../../ui/layout/app-shell';
import { SettingsIcon, UserIcon } from '../../ui/layout/icons';
import { useSignOut } from '../../ui/layout/use-sign-out';
import { paths } from '../../config/paths';
import { MessagesBellSlot, NoticesBellSlot } from './header-slots';
import { IntegratorSidebar } from './integrator-sidebar';
import { sidebarStorageKeys, titularOnlyPaths } from './nav-entries';
import { ProposalDetailsFromLink } from '../../features/proposals/details/proposal-details';

/** Integrator area frame: sidebar with the company name, the two bells and the profile menu. */
export function IntegratorLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const signedIn = session.status === 'signed-in' ? session : null;
  const papel = signedIn?.company?.papel ?? 'titular';
  const company = signedIn?.company?.nome || signedIn?.user.email || '';
  const toProfile = () => navigate(paths.integrator.profile);
  const titularPage = titularOnlyPaths.includes(pathname.replace(/\/$/, ''));
  // Everyone's 'Meu Perfil': a gestor's or vendedor's shows its own account (issue 45).
  const accountEntries = [
    { label: 'Meu Perfil', icon: UserIcon, onSelect: toProfile },
    // The specification sends Configurações to the profile page as well.
    { label: 'Configurações', icon: SettingsIcon, onSelect: toProfile },
  ];

  return (
    <AppShell
      storageKey={sidebarStorageKeys.integrator}
      sidebar={(state) => <IntegratorSidebar {...state} company={company} papel={papel} photo={signedIn?.integrator?.foto_perfil} onSignOut={() => void signOut()} />}
      actions={
        <>
          <MessagesBellSlot />
          <NoticesBellSlot />
          <AccountMenu
            label="Minha Conta"
            caption={company}
            entries={accountEntries}
            onSignOut={() => void signOut()}
          />
        </>
      }
    >
      {papel !== 'titular' && titularPage ? <Navigate to={paths.integrator.dashboard} replace /> : <Outlet />}
      {/* ?proposta={id} opens a proposal's details on any page of the area (boards, bells, e-mails). */}
      <ProposalDetailsFromLink />
    </AppShell>
  );
}

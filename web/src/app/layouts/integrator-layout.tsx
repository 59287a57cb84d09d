import { Outlet, useNavigate } from 'react-router-dom';
import { useSession } from '../../backend/use-session';
import { AccountMenu } from '../../ui/layout/account-menu';
import { AppShell } from '../../ui/layout/app-shell';
import { SettingsIcon, UserIcon } from '../../ui/layout/icons';
import { useSignOut } from '../../ui/layout/use-sign-out';
import { paths } from '../../config/paths';
import { MessagesBellSlot, NoticesBellSlot } from './header-slots';
import { IntegratorSidebar } from './integrator-sidebar';
import { sidebarStorageKeys } from './nav-entries';
import { ProposalDetailsFromLink } from '../../features/proposals/details/proposal-details';

/** Integrator area frame: sidebar with the company name, the two bells and the profile menu. */
export function IntegratorLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const signedIn = session.status === 'signed-in' ? session : null;
  const company = signedIn?.integrator?.nome_empresa || signedIn?.user.email || '';
  const toProfile = () => navigate(paths.integrator.profile);

  return (
    <AppShell
      storageKey={sidebarStorageKeys.integrator}
      sidebar={(state) => <IntegratorSidebar {...state} company={company} photo={signedIn?.integrator?.foto_perfil} onSignOut={() => void signOut()} />}
      actions={
        <>
          <MessagesBellSlot />
          <NoticesBellSlot />
          <AccountMenu
            label="Minha Conta"
            caption={company}
            entries={[
              { label: 'Meu Perfil', icon: UserIcon, onSelect: toProfile },
              // The specification sends Configurações to the profile page as well.
              { label: 'Configurações', icon: SettingsIcon, onSelect: toProfile },
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

import { Button, Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { effectiveStatus } from '@solarcred/domain/integrator-status';
import type { Integrator } from '@solarcred/domain/model';
import { useSession } from '../../backend/use-session';
import { paths } from '../../config/paths';
import { SignOutIcon } from '../../ui/layout/icons';
import { useSignOut } from '../../ui/layout/use-sign-out';
import { PageSkeleton } from '../../ui/skeleton/page-skeleton';
import { NextStepsCard, SupportCard } from './cards';
import { DocumentationPanel } from './documentation-panel';
import { ApprovedPanel, AwaitingPanel, RejectedPanel, UnknownPanel } from './status-panels';
import { statusText } from './texts';
import { useApprovalRedirect } from './use-approval-redirect';
import { useRefreshStatus } from './use-refresh-status';

function StatusBody({ integrator }: { integrator: Integrator }) {
  const { refreshing, refresh } = useRefreshStatus();
  const onRefresh = () => void refresh();
  switch (effectiveStatus(integrator.status)) {
    case 'aprovado':
      return <ApprovedPanel />;
    case 'pendente_cadastro':
    case 'pendente_documentacao':
      return <DocumentationPanel integrator={integrator} refreshing={refreshing} onRefresh={onRefresh} />;
    case 'pendente_aprovacao':
      return <AwaitingPanel refreshing={refreshing} onRefresh={onRefresh} />;
    case 'rejeitado':
      return <RejectedPanel reason={integrator.motivo_rejeicao} />;
    default:
      return <UnknownPanel />;
  }
}

function StatusScreen({ integrator }: { integrator: Integrator }) {
  const signOut = useSignOut();
  useApprovalRedirect(integrator.status);
  const approved = integrator.status === 'aprovado';
  return (
    <Container maxW="3xl" py={{ base: '5', md: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <HStack justify="space-between" gap="3">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>{statusText.pageTitle}</Heading>
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            <SignOutIcon />
            {statusText.signOut}
          </Button>
        </HStack>
        <StatusBody integrator={integrator} />
        {approved ? <NextStepsCard /> : <SupportCard />}
      </Stack>
    </Container>
  );
}

/** /awaiting-approval: the integrator's status, live, with what to do next. */
export default function AwaitingApprovalPage() {
  const session = useSession();
  if (session.status !== 'signed-in' || session.role === null) return <PageSkeleton shape="detail" />;
  if (session.role === 'admin') return <Navigate to={paths.admin.dashboard} replace />;
  // A gestor or vendedor awaits no approval of its own (issue 29): its company's area decides.
  if (session.company && session.company.papel !== 'titular') return <Navigate to={paths.integrator.dashboard} replace />;
  if (!session.integrator) return <PageSkeleton shape="detail" />;
  return <StatusScreen integrator={session.integrator} />;
}

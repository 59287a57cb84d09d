import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CustomerDraft } from '@solarcred/domain/customer-link/commands';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import { proposalScope } from '@solarcred/domain/team/scope';
import { useSession } from '../../backend/use-session';
import { PageSkeleton } from '../../ui/skeleton/page-skeleton';
import { notifyInfo } from '../../ui/toaster';
import { CustomerDrafts } from './customer/customer-drafts';
import { ProposalWizard } from './proposal-wizard';
import { wizardText } from './texts';

/** /integrator/submit-proposal ('Subir Proposta'); the integrator area lets only approved integrators in. */
export default function SubmitProposalPage() {
  const session = useSession();
  const [customerDraft, setCustomerDraft] = useState<CustomerDraft | null>(null);
  if (session.status !== 'signed-in') return <PageSkeleton shape="form" />;
  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>{wizardText.title}</Heading>
          <Text color="fg.muted">{wizardText.subtitle}</Text>
        </Stack>
        {/* Customers' drafts: the company's for titular and gestor, a vendedor's own links' (issue 45). */}
        {!customerDraft && session.company && (
          <CustomerDrafts scope={proposalScope(session.user.uid, session.company)}
            onComplete={(draft) => {
              setCustomerDraft(draft);
              notifyInfo(customerLinkText.draftLoaded(draft.cliente_nome));
            }} />
        )}
        <ProposalWizard key={customerDraft?.id ?? session.user.uid} uid={session.user.uid} customerDraft={customerDraft} />
      </Stack>
    </Container>
  );
}

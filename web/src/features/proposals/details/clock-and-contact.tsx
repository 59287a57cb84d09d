/**
 * Under the details dialog's title (issue 15): the status clock (everyone who may read the
 * proposal) and, for admins, 'Falar no WhatsApp' with the integrator's phone (one read when
 * the dialog opens) and a message naming the proposal and its client.
 */
import { useEffect, useState } from 'react';
import type { Proposal } from '@solarcred/domain/model';
import { proposalWhatsappText } from '@solarcred/domain/whatsapp';
import { getBackend } from '../../../backend';
import { useSession } from '../../../backend/use-session';
import { everyProposal } from '@solarcred/domain/team/scope';
import { SlaClockProvider } from '../../../ui/sla/sla-clock-context';
import { StatusClock } from '../../../ui/sla/status-clock';
import { WhatsappLink } from '../../../ui/whatsapp-link';

function ProposalWhatsapp({ proposal }: { proposal: Proposal }) {
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void getBackend()
      .then((backend) => backend.contact.integratorPhone(proposal.integrador_id))
      .then((found) => active && setPhone(found), () => undefined);
    return () => {
      active = false;
    };
  }, [proposal.integrador_id]);
  return <WhatsappLink phone={phone} text={proposalWhatsappText(proposal.id, proposal.cliente_nome)} />;
}

export function ClockAndContact({ proposal }: { proposal: Proposal }) {
  const session = useSession();
  const admin = session.status === 'signed-in' && session.role === 'admin';
  return (
    <>
      <SlaClockProvider proposals={admin ? everyProposal : { integratorId: proposal.integrador_id, createdBy: null }}>
        <StatusClock proposal={proposal} />
      </SlaClockProvider>
      {admin && <ProposalWhatsapp proposal={proposal} />}
    </>
  );
}

/**
 * 'Gerar link de assinatura' (issue 47) for the company's people on the Contrato tab: a customer
 * link bound to the approved proposal (one the integrator typed has none), already filled, so the
 * customer's page shows the progress and the contract to sign. It asks first, since a link the
 * proposal already has is renewed (the old one stops working). The link is shown once, with
 * 'Copiar link' and 'Enviar por WhatsApp' (ui/issued-link.tsx).
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { contractText } from '@solarcred/domain/contract/contract-text';
import type { Proposal } from '@solarcred/domain/model';
import { getBackend } from '../../../backend';
import { customerLinkUrl } from '../../../config/paths';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { IssuedLink } from '../../../ui/issued-link';
import { runCommand } from '../../../ui/run-command';

const text = contractText.signingLink;

export function SigningLink({ proposal }: { proposal: Proposal }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState<string | null>(null);

  const generate = async () => {
    setBusy(true);
    let token = '';
    const ok = await runCommand(async () => {
      token = (await (await getBackend()).contracts.signingLink(proposal.id)).token;
    }, text.issued, text.failure);
    setBusy(false);
    if (ok) {
      setAsking(false);
      setUrl(customerLinkUrl(window.location.origin, token));
    }
  };

  return (
    <Stack gap="3" align="stretch" borderTopWidth="1px" pt="4" data-testid="signing-link">
      <Button size="sm" colorPalette="orange" variant="outline" alignSelf="flex-start" loading={busy && !asking} onClick={() => setAsking(true)}>
        {text.button}
      </Button>
      {url && (
        <IssuedLink url={url} title={`${text.issued}: ${proposal.cliente_nome}`} message={text.message(proposal.cliente_nome, url)} phone={proposal.cliente_telefone || null} note={text.issuedOnce} />
      )}
      <DialogShell kind="confirm" open={asking} onClose={() => setAsking(false)} busy={busy} title={text.confirmTitle}
        submit={{ label: text.confirm, colorPalette: 'orange' }}
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}>
        <Text fontSize="sm">{text.confirmText}</Text>
      </DialogShell>
    </Stack>
  );
}

/**
 * The PIX 'copia e cola' (the Central Bank's BR Code) of one payout, made in the browser by the
 * domain's pixPayloadOf (pix-utils), whose module loads only when a payout dialog first needs it.
 */
import { Button, Flex, Textarea, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { PixKey } from '@solarcred/domain/cashback/pix-key';
import { copyLink } from '../../../ui/copy-link';
import { fundingsText as text } from './texts';

export interface PixCodeProps {
  pix: PixKey;
  /** The company's name (the receiver's name on the code). */
  nome: string;
  valorCentavos: number;
  /** The tranche's id: the code's txid is made from it (pixTxid). */
  trancheId: string;
}

let payloadModule: Promise<typeof import('@solarcred/domain/funding/pix-payload')> | null = null;
const loadPayload = () => (payloadModule ??= import('@solarcred/domain/funding/pix-payload'));

export function PixCode({ pix, nome, valorCentavos, trancheId }: PixCodeProps) {
  const [payload, setPayload] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    loadPayload().then(
      ({ pixPayloadOf }) => active && setPayload(pixPayloadOf({ chave: pix.chave, nome, cidade: null, valorCentavos, txid: trancheId })),
      () => active && setPayload(null),
    );
    return () => {
      active = false;
    };
  }, [pix.chave, nome, valorCentavos, trancheId]);

  if (payload === undefined) return <Text fontSize="sm" color="fg.muted" role="status">{text.brCode}…</Text>;
  if (payload === null) return <Text fontSize="sm" color="fg.error">{text.brCodeFailure}</Text>;
  return (
    <Flex gap="2" align="start" direction={{ base: 'column', sm: 'row' }}>
      <Textarea readOnly value={payload} autoresize rows={2} wordBreak="break-all" fontFamily="mono" fontSize="xs" aria-label={`${text.brCode}: ${nome}`} data-testid="pix-payload"
        onFocus={(event) => event.currentTarget.select()} />
      <Button size="sm" variant="outline" flexShrink={0} aria-label={`${text.copy} ${text.brCode}: ${nome}`} onClick={() => void copyLink(payload, { copied: text.copied, failed: text.copyFailure })}>
        {text.copy}
      </Button>
    </Flex>
  );
}

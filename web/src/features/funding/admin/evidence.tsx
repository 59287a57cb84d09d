/**
 * A tranche's evidence on the verification dialog: its milestone's mark on the proposal (day,
 * protocol or reading, files) and the files sent again after a refusal, each opened in the
 * document viewer through the Storage rules, as the proposal's 'Instalação' tab opens them.
 */
import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Tranche } from '@solarcred/domain/funding/types';
import { markOf, milestoneLabel } from '@solarcred/domain/installation/milestones';
import { isoToDateBr } from '@solarcred/domain/masks';
import { proposalDetailsText } from '@solarcred/domain/messages';
import type { StoredDocument } from '@solarcred/domain/model';
import { useLive } from '../../../backend/use-live';
import { DocumentViewer, type ViewerFile } from '../../../ui/document-viewer/document-viewer';
import { attachmentViewerFile } from '../../../ui/document-viewer/attachment-file';
import { fundingsText as text } from './texts';


function Files({ files, label, onOpen }: { files: readonly StoredDocument[]; label: string; onOpen: (file: ViewerFile) => void }) {
  return (
    <HStack gap="2" wrap="wrap">
      {files.map((file) => (
        <Button key={file.path} size="xs" variant="outline" aria-label={text.openFile(file.nome)} onClick={() => onOpen(attachmentViewerFile(label, file))} maxW="full">
          <Text as="span" truncate>{file.nome}</Text>
        </Button>
      ))}
    </HStack>
  );
}

export function TrancheEvidence({ propostaId, tranche }: { propostaId: string; tranche: Tranche }) {
  const proposal = useLive((backend) => backend.proposalDetails.proposal(propostaId), `funding-evidence:${propostaId}`);
  const [open, setOpen] = useState<ViewerFile | null>(null);
  const label = milestoneLabel(tranche.marco);
  const mark = proposal.status === 'ready' ? markOf(proposal.data?.instalacao, tranche.marco) : null;

  return (
    <Stack gap="3" as="section" aria-labelledby="evidencia-parcela" data-testid="tranche-evidence">
      <Heading as="h3" id="evidencia-parcela" size="sm">{text.evidenceTitle}: {label}</Heading>
      {proposal.status === 'loading' && <Skeleton height="10" aria-label={text.loadingProposal} />}
      {proposal.status === 'error' && <Text color="fg.error" fontSize="sm" role="alert">{proposalDetailsText.attachmentFailure}</Text>}
      {proposal.status === 'ready' && !mark && <Text fontSize="sm" color="fg.muted">{text.notMarked}</Text>}
      {mark && (
        <Stack gap="1" fontSize="sm">
          <Text>{text.markedOn(isoToDateBr(mark.data) ?? mark.data)}</Text>
          {mark.protocolo && <Text>{text.protocol(mark.protocolo)}</Text>}
          {mark.leitura_kwh !== null && <Text>{text.reading(mark.leitura_kwh.toLocaleString('pt-BR'))}</Text>}
          {mark.arquivos.length > 0 ? <Files files={mark.arquivos} label={label} onOpen={setOpen} /> : <Text color="fg.muted">{text.noFiles}</Text>}
        </Stack>
      )}
      {tranche.motivo_recusa && <Text fontSize="sm" color="fg.muted">{text.lastRefusal(tranche.motivo_recusa)}</Text>}
      {tranche.arquivos_reenviados.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">{text.resentTitle}</Text>
          <Files files={tranche.arquivos_reenviados} label={label} onOpen={setOpen} />
        </Stack>
      )}
      <DocumentViewer file={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

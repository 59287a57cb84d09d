import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { adminIntegrators, proposalDetailsText } from '@solarcred/domain/messages';
import type { Proposal } from '@solarcred/domain/model';
import { getBackend } from '../../../backend';
import { DocumentViewer, type ViewerFile } from '../../../ui/document-viewer/document-viewer';
import { attachmentLabels } from './texts';

const fileNameOf = (path: string) => path.split('/').pop() ?? path;

function viewerFile(title: string, path: string): ViewerFile {
  return {
    title,
    fileName: fileNameOf(path),
    key: path,
    load: async () => (await getBackend()).proposalDetails.attachmentBlob(path),
    failure: proposalDetailsText.attachmentFailure,
  };
}

/** 'Documentos': the client's three attachments, each opened in the viewer, or 'Não enviado'. */
export function DocumentsTab({ proposal }: { proposal: Proposal }) {
  const [open, setOpen] = useState<ViewerFile | null>(null);
  return (
    <>
      <Stack as="ul" listStyleType="none" gap="0" aria-label="Documentos do cliente">
        {attachmentLabels.map(({ key, label }) => {
          const path = proposal[key];
          return (
            <Flex as="li" key={key} justify="space-between" align="center" gap="3" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{label}</Text>
                {path && <Text fontSize="xs" color="fg.muted" truncate>{fileNameOf(path)}</Text>}
              </Stack>
              {path ? (
                <Button size="xs" variant="outline" aria-label={`Visualizar ${label}`} onClick={() => setOpen(viewerFile(label, path))}>
                  Visualizar
                </Button>
              ) : (
                <Text fontSize="sm" color="fg.muted" flexShrink={0}>{adminIntegrators.notSent}</Text>
              )}
            </Flex>
          );
        })}
      </Stack>
      <DocumentViewer file={open} onClose={() => setOpen(null)} />
    </>
  );
}

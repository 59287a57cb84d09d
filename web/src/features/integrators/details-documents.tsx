import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { profileDocuments } from '@solarcred/domain/integrator-completeness';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import type { Integrator } from '@solarcred/domain/model';
import { openStoredFile } from './open-file';

/** 'Documentos': the six documents, each opening in a new tab, or 'Não enviado'. */
export function DocumentsSection({ integrator }: { integrator: Integrator }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0">
      {profileDocuments.map((document) => {
        const stored = integrator.documentos?.[document.key];
        return (
          <Flex as="li" key={document.key} justify="space-between" align="center" gap="3" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">{document.label}</Text>
              {stored && <Text fontSize="xs" color="fg.muted" truncate>{stored.nome}</Text>}
            </Stack>
            {stored?.path ? (
              <Button size="xs" variant="outline" aria-label={`Abrir ${document.label}`} onClick={() => void openStoredFile(stored.path)}>
                Abrir
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.muted" flexShrink={0}>{text.notSent}</Text>
            )}
          </Flex>
        );
      })}
    </Stack>
  );
}

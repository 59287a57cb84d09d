import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { StoredDocument } from '@solarcred/domain/model';
import { integratorDocumentOptions, type IntegratorDocumentKey } from '@solarcred/domain/options';
import { FilePicker } from '../../ui/file-picker/file-picker';
import type { WizardFiles } from './use-wizard-files';

export type StoredDocuments = Partial<Record<IntegratorDocumentKey, StoredDocument>>;

interface Props {
  files: WizardFiles;
  stored: StoredDocuments;
  errors: Partial<Record<IntegratorDocumentKey, string>>;
  onChosen: (key: IntegratorDocumentKey) => void;
  progressOf: (file: File) => number | undefined;
  disabled: boolean;
}

function AlreadySent({ document }: { document: StoredDocument }) {
  return (
    <HStack mt="1.5" gap="2" flexWrap="wrap">
      <Badge colorPalette="green" variant="subtle">Já enviado</Badge>
      <Text fontSize="xs" color="fg.muted" truncate maxW="full">
        {document.nome} — envie outro arquivo só se quiser substituí-lo.
      </Text>
    </HStack>
  );
}

/** Step 3, Documentos: the six uploads; documents sent before are shown as such and not asked again. */
export function DocumentsStep({ files, stored, errors, onChosen, progressOf, disabled }: Props) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {integratorDocumentOptions.map(({ value: key, label }) => {
        const sent = stored[key];
        return (
          <FilePicker
            key={key}
            label={label}
            required={!sent}
            files={files.documents[key] ?? []}
            onChange={(chosen) => {
              files.setDocument(key, chosen);
              onChosen(key);
            }}
            progressOf={progressOf}
            error={errors[key]}
            disabled={disabled}
            helper={sent && !(files.documents[key]?.length) ? <AlreadySent document={sent} /> : undefined}
          />
        );
      })}
    </SimpleGrid>
  );
}

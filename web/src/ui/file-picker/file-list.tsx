import { Box, HStack, IconButton, Progress, Stack, Text } from '@chakra-ui/react';
import { formatFileSize } from './format-size';
import { CloseIcon, FileIcon } from './icons';

interface FileListProps {
  files: readonly File[];
  progressOf?: ((file: File) => number | undefined) | undefined;
  onRemove: (file: File) => void;
  disabled?: boolean | undefined;
}

/** The chosen files: name, size, upload progress when sending, and a remove button each. */
export function FileList({ files, progressOf, onRemove, disabled }: FileListProps) {
  if (files.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="2" mt="2">
      {files.map((file) => {
        const fraction = progressOf?.(file);
        const percent = fraction === undefined ? undefined : Math.round(fraction * 100);
        return (
          <HStack as="li" key={`${file.name}:${file.size}`} gap="3" px="3" py="2" bg="bg.panel" borderWidth="1px" rounded="md">
            <Box color="orange.500" fontSize="lg" flexShrink="0"><FileIcon /></Box>
            <Box flex="1" minW="0">
              <Text fontSize="sm" fontWeight="medium" truncate title={file.name}>{file.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatFileSize(file.size)}
                {percent !== undefined && ` • ${percent === 100 ? 'enviado' : `enviando ${percent}%`}`}
              </Text>
              {percent !== undefined && (
                <Progress.Root value={percent} max={100} size="xs" mt="1" colorPalette={percent === 100 ? 'green' : 'orange'}>
                  <Progress.Track aria-label={`Envio de ${file.name}`}>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
            </Box>
            <IconButton size="xs" variant="ghost" aria-label={`Remover ${file.name}`} disabled={disabled}
              onClick={() => onRemove(file)}>
              <CloseIcon />
            </IconButton>
          </HStack>
        );
      })}
    </Stack>
  );
}

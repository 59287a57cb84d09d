import { Button, chakra, CloseButton, Field, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { files } from '@solarcred/domain/constants';
import { noticeImageError } from '@solarcred/domain/files';
import { formatFileSize } from '../../ui/file-picker/format-size';

const accept = files.photoContentTypes.join(',');

interface NoticeImageFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  onError: (message: string | null) => void;
}

/** The optional image: JPEG, PNG or WebP up to 5 MB, refused with the spec's texts, previewed once chosen. */
export function NoticeImageField({ file, onChange, error, onError }: NoticeImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const message = noticeImageError(picked);
    onError(message);
    if (message === null) onChange(picked);
    if (input.current) input.current.value = '';
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={id}>Imagem (opcional)</Field.Label>
      <chakra.input ref={input} id={id} type="file" accept={accept} srOnly aria-label="Imagem do aviso"
        onChange={(event) => pick(event.target.files?.[0])} />
      <Stack gap="2" w="full">
        <HStack>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>{file ? 'Trocar imagem' : 'Escolher imagem'}</Button>
          <Text fontSize="xs" color="fg.muted">JPEG, PNG ou WebP, até {files.maxMegabytes}MB</Text>
        </HStack>
        {file && preview && (
          <HStack align="flex-start" gap="3" borderWidth="1px" borderRadius="md" p="2">
            <Image src={preview} alt="Pré-visualização da imagem do aviso" maxH="32" maxW="48" objectFit="contain" borderRadius="sm" />
            <Stack gap="0" flex="1" minW="0">
              <Text fontSize="sm" truncate>{file.name}</Text>
              <Text fontSize="xs" color="fg.muted">{formatFileSize(file.size)}</Text>
            </Stack>
            <CloseButton size="xs" aria-label="Remover imagem" onClick={() => onChange(null)} />
          </HStack>
        )}
      </Stack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

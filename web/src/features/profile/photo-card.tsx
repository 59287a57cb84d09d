import { Button, Card, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import { files } from '@solarcred/domain/constants';
import { PhotoAvatar } from '../../ui/avatar/photo-avatar';
import { CropDialog } from './crop-dialog';
import { profileText } from './texts';
import { useChangePhoto } from './use-change-photo';

const accept = [...files.photoContentTypes, ...files.photoExtensions.map((ext) => `.${ext}`)].join(',');

/** The photo (initials of the company while there is none), 'Alterar Foto' and the crop dialog. */
export function PhotoCard({ company, photo }: { company: string; photo: string | null | undefined }) {
  const input = useRef<HTMLInputElement>(null);
  const { image, busy, pick, cancel, apply } = useChangePhoto();

  return (
    <Card.Root as="section" aria-labelledby="photo-title" size="sm">
      <Card.Body p={{ base: '5', md: '6' }}>
        <Stack align="center" textAlign="center" gap="4">
          <Heading as="h2" id="photo-title" size="md" alignSelf="flex-start">{profileText.photoTitle}</Heading>
          <PhotoAvatar name={company} path={photo} boxSize="32" fontSize="3xl" colorPalette="orange" variant="solid"
            data-testid="profile-photo" />
          <Text fontWeight="semibold">{company}</Text>
          <VisuallyHidden asChild>
            <input ref={input} type="file" accept={accept} data-testid="photo-input" tabIndex={-1} aria-hidden="true"
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }} />
          </VisuallyHidden>
          <Button colorPalette="orange" variant="outline" onClick={() => input.current?.click()}>{profileText.changePhoto}</Button>
          <Text fontSize="sm" color="fg.muted">{profileText.photoHint}</Text>
        </Stack>
      </Card.Body>
      <CropDialog image={image} busy={busy} onCancel={cancel} onApply={(area, rotation) => void apply(area, rotation)} />
    </Card.Root>
  );
}

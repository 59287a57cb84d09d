import { Avatar, type AvatarRootProps } from '@chakra-ui/react';
import { initialsOf } from '@solarcred/domain/profile-settings';
import { usePhotoUrl } from './use-photo-url';

interface PhotoAvatarProps extends Omit<AvatarRootProps, 'children'> {
  /** Whose picture: the company name gives the initials fallback and the image's alt text. */
  name: string;
  /** `foto_perfil`: a storage path, or nothing. */
  path: string | null | undefined;
}

/** A profile photo with the initials of `name` while there is none (or until it has loaded). */
export function PhotoAvatar({ name, path, ...root }: PhotoAvatarProps) {
  const url = usePhotoUrl(path);
  return (
    <Avatar.Root {...root} data-photo={url ? 'loaded' : 'initials'}>
      <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      {url && <Avatar.Image src={url} alt={`Foto de ${name}`} />}
    </Avatar.Root>
  );
}

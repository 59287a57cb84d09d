import { Box, Image, Skeleton, Text } from '@chakra-ui/react';
import { formatDateTime } from '@solarcred/domain/format';
import type { Notice } from '@solarcred/domain/model';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { useLastNonNull } from '../../ui/dialog/use-last-non-null';
import { useNoticeImage } from './use-notice-image';

function NoticeImage({ path, title }: { path: string | null; title: string }) {
  const image = useNoticeImage(path);
  if (image.status === 'none') return null;
  if (image.status === 'loading') return <Skeleton h="48" borderRadius="md" />;
  if (image.status === 'error') return <Text color="fg.muted" fontSize="sm">Não foi possível carregar a imagem do aviso.</Text>;
  return <Image src={image.url} alt={`Imagem do aviso ${title}`} borderRadius="md" maxH="96" objectFit="contain" mx="auto" data-testid="notice-image" />;
}

/** The whole notice: title, date, image (through the Storage rules) and content. */
export function NoticeViewDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const shown = useLastNonNull(notice);
  return (
    <DialogShell open={notice !== null} onClose={onClose} title={shown?.titulo ?? ''}
      subtitle={shown && <Text color="fg.muted" fontSize="sm">{formatDateTime(shown.created_at)}</Text>}>
      {shown && (
        <>
          <NoticeImage path={shown.imagem_path} title={shown.titulo} />
          <Box whiteSpace="pre-wrap" data-testid="notice-content">{shown.conteudo}</Box>
        </>
      )}
    </DialogShell>
  );
}

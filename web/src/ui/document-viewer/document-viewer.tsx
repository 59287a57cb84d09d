import { Box, Button, Flex, IconButton, Skeleton, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { transfersText } from '@solarcred/domain/messages';
import { DialogShell } from '../dialog/dialog-shell';
import { useLastNonNull } from '../dialog/use-last-non-null';
import { DownloadIcon, ExternalIcon, ResetIcon, ZoomInIcon, ZoomOutIcon } from './icons';
import { useDragPan } from './use-drag-pan';
import { useObjectUrl } from './use-object-url';
import { ViewerFrame } from './viewer-frame';
import { canZoomIn, canZoomOut, defaultZoom, stepZoom } from './zoom';

export interface ViewerFile {
  /** What the user reads, e.g. 'RG/CPF do cliente'. */
  title: string;
  /** The name a download is saved under. */
  fileName: string;
  /** The file's identity (its storage path): another key loads another file. */
  key: string;
  /** The file's bytes, fetched through the rules (never a permanent URL). */
  load: () => Promise<Blob>;
  /** Shown when the bytes cannot be loaded. */
  failure: string;
}


function ViewerBody({ file }: { file: ViewerFile }) {
  const state = useObjectUrl(file.load, file.key, file.fileName);
  const [zoom, setZoom] = useState(defaultZoom);
  const frame = useRef<HTMLDivElement>(null);
  const pan = useDragPan(frame, zoom);
  const zoomBy = (direction: 1 | -1 | 0) => {
    pan.keepCentre();
    setZoom((current) => (direction === 0 ? defaultZoom : stepZoom(current, direction)));
  };
  const ready = state.status === 'ready' ? state : null;

  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" align="center" wrap="wrap" role="toolbar" aria-label="Controles do visualizador">
        <IconButton aria-label="Diminuir zoom" size="sm" variant="outline" disabled={!ready || !canZoomOut(zoom)} onClick={() => zoomBy(-1)}>
          <ZoomOutIcon />
        </IconButton>
        <Text data-testid="viewer-zoom" aria-live="polite" minW="12" textAlign="center" fontVariantNumeric="tabular-nums">{zoom}%</Text>
        <IconButton aria-label="Aumentar zoom" size="sm" variant="outline" disabled={!ready || !canZoomIn(zoom)} onClick={() => zoomBy(1)}>
          <ZoomInIcon />
        </IconButton>
        <Button size="sm" variant="outline" aria-label="Restaurar zoom (100%)" disabled={!ready || zoom === defaultZoom} onClick={() => zoomBy(0)}>
          <ResetIcon /> Restaurar
        </Button>
        <Box flex="1" />
        {ready ? (
          <>
            <Button asChild size="sm" variant="outline">
              <a href={ready.url} target="_blank" rel="noopener noreferrer"><ExternalIcon /> Abrir em nova aba</a>
            </Button>
            <Button asChild size="sm" colorPalette="blue">
              <a href={ready.url} download={file.fileName}><DownloadIcon /> Baixar</a>
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="outline" disabled><ExternalIcon /> Abrir em nova aba</Button>
            <Button size="sm" colorPalette="blue" disabled><DownloadIcon /> Baixar</Button>
          </>
        )}
      </Flex>
      {state.status === 'loading' && <Skeleton w="100%" maxW="800px" h="min(600px, calc(100dvh - 18rem))" mx="auto" />}
      {state.status === 'error' && (
        <Flex role="alert" direction="column" align="flex-start" gap="2">
          <Text color="fg.error">{file.failure}</Text>
          <Button size="sm" variant="outline" onClick={state.retry}>{transfersText.retry}</Button>
        </Flex>
      )}
      {ready && ready.type === null && <Text color="fg.muted">{transfersText.notViewable}</Text>}
      {ready && ready.type !== null && (
        <ViewerFrame
          url={ready.url}
          title={file.title}
          pdf={ready.type === 'application/pdf'}
          zoom={zoom}
          frame={frame}
          pan={pan}
          onZoom={zoomBy}
        />
      )}
    </Flex>
  );
}

/** The document viewer (file 001 section 2): zoom 25 %–300 %, reset, drag to pan, new tab, download. */
export function DocumentViewer({ file, onClose }: { file: ViewerFile | null; onClose: () => void }) {
  const shown = useLastNonNull(file);
  return (
    <DialogShell kind="viewer" open={file !== null} onClose={onClose} title={shown?.title}>
      {shown && <ViewerBody key={shown.key} file={shown} />}
    </DialogShell>
  );
}

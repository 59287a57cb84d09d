import { Box, chakra, Text } from '@chakra-ui/react';
import type { KeyboardEvent, RefObject } from 'react';
import { viewer } from '@solarcred/domain/constants';
import type { DragPan } from './use-drag-pan';

interface ViewerFrameProps {
  url: string;
  title: string;
  pdf: boolean;
  zoom: number;
  frame: RefObject<HTMLDivElement | null>;
  pan: DragPan;
  /** Zooms one step in (1) or out (-1), or back to 100 % (0): the keys + - 0 on the frame. */
  onZoom: (direction: 1 | -1 | 0) => void;
}

const keyZoom: Record<string, 1 | -1 | 0> = { '+': 1, '=': 1, '-': -1, '0': 0 };

/**
 * The 800×600 frame (shrinking to the screen on phones): the file scaled by the zoom inside a
 * scrolling, focusable frame that the pointer drags and the arrow keys move. A PDF shows in an
 * embedded frame (interactive at 100 %; while zoomed, the drag belongs to the frame), anything
 * else as an image.
 */
export function ViewerFrame({ url, title, pdf, zoom, frame, pan, onZoom }: ViewerFrameProps) {
  const panning = !pdf || zoom !== 100;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = keyZoom[event.key];
    if (direction === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    onZoom(direction);
  };

  return (
    <Box
      ref={frame}
      data-testid="viewer-frame"
      tabIndex={0}
      role="region"
      aria-label={`${title}: arraste ou use as setas para mover; + e - mudam o zoom`}
      onKeyDown={onKeyDown}
      {...(panning ? pan.handlers : {})}
      w="100%"
      maxW={`${viewer.frameWidth}px`}
      // Room for the dialog's title and toolbar: on a short screen the frame shrinks instead of scrolling the dialog.
      h={`min(${viewer.frameHeight}px, calc(100dvh - 18rem))`}
      mx="auto"
      overflow="auto"
      overscrollBehavior="contain"
      bg="bg.muted"
      borderWidth="1px"
      borderRadius="md"
      cursor={panning ? 'grab' : undefined}
      touchAction={panning ? 'none' : undefined}
      userSelect="none"
      css={{ '&[data-dragging]': { cursor: 'grabbing' } }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <Box w={`${zoom}%`} h={`${zoom}%`} data-testid="viewer-content" data-zoom={zoom}>
        {pdf ? (
          <chakra.object data={url} type="application/pdf" aria-label={title} w="100%" h="100%" display="block" pointerEvents={zoom === 100 ? 'auto' : 'none'}>
            <Text p="4" fontSize="sm">Este navegador não mostra PDFs aqui: use “Abrir em nova aba” ou “Baixar”.</Text>
          </chakra.object>
        ) : (
          <chakra.img src={url} alt={title} draggable={false} w="100%" h="100%" objectFit="contain" display="block" />
        )}
      </Box>
    </Box>
  );
}

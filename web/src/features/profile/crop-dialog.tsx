import { Box, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { crop as limits } from '@solarcred/domain/constants';
import { CropSlider } from './crop-slider';
import type { PixelArea } from './crop-image';
import { profileText } from './texts';

interface CropDialogProps {
  /** An object URL of the picked image; the dialog is open while set. */
  image: string | null;
  busy: boolean;
  onCancel: () => void;
  onApply: (area: PixelArea, rotation: number) => void;
}

const centre: Point = { x: 0, y: 0 };
const percent = (zoom: number) => `${Math.round(zoom * 100)}%`;
const degrees = (rotation: number) => `${rotation}°`;

/** 'Ajustar Foto de Perfil': circular 300×300 crop, drag, zoom 50–300 %, rotation ±180° in 15° steps. */
export function CropDialog({ image, busy, onCancel, onApply }: CropDialogProps) {
  const [position, setPosition] = useState<Point>(centre);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<PixelArea | null>(null);

  const reset = () => {
    setPosition(centre);
    setZoom(1);
    setRotation(0);
  };

  return (
    <Dialog.Root open={image !== null} onOpenChange={(details) => !details.open && !busy && onCancel()} onExitComplete={reset}
      placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>{profileText.cropTitle}</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">{profileText.cropHint}</Text>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Box position="relative" h="340px" bg="gray.900" rounded="md" overflow="hidden" data-testid="crop-area">
                  {image && (
                    <Cropper
                      image={image}
                      crop={position}
                      zoom={zoom}
                      rotation={rotation}
                      aspect={1}
                      cropShape="round"
                      cropSize={{ width: limits.canvasPx, height: limits.canvasPx }}
                      showGrid={false}
                      minZoom={limits.minZoom}
                      maxZoom={limits.maxZoom}
                      // Below 100 % the image is smaller than the circle: let it move freely.
                      restrictPosition={false}
                      onCropChange={setPosition}
                      onZoomChange={setZoom}
                      onRotationChange={setRotation}
                      onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
                      mediaProps={{ alt: 'Pré-visualização da foto' }}
                    />
                  )}
                </Box>
                <CropSlider label={profileText.zoom} value={zoom} min={limits.minZoom} max={limits.maxZoom} step={limits.zoomStep}
                  format={percent} onChange={(value) => setZoom(Math.round(value * 10) / 10)} />
                <CropSlider label={profileText.rotation} value={rotation} min={limits.minRotation} max={limits.maxRotation}
                  step={limits.rotationStep} format={degrees} onChange={setRotation} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Button variant="ghost" onClick={reset} disabled={busy}>{profileText.reset}</Button>
              <HStack>
                <Button variant="outline" onClick={onCancel} disabled={busy}>{profileText.cancel}</Button>
                <Button colorPalette="orange" loading={busy} disabled={!area}
                  onClick={() => area && onApply(area, rotation)}>{profileText.apply}</Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

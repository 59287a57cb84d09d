import { useCallback, useEffect, useState } from 'react';
import { photoFileError } from '@solarcred/domain/files';
import { profilePage } from '@solarcred/domain/messages';
import { getBackend } from '../../backend';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { cropToJpeg, type PixelArea } from './crop-image';

/** Which step failed decides the helper's message (file 001 section 8, profile). */
class StepError extends Error {}

async function step<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(message, error);
    throw new StepError(message);
  }
}

/**
 * The photo flow: pick (checked: image, 5 MB, JPEG/PNG/WebP), crop in the dialog, then upload
 * the cropped JPEG and point the record at it (the callable removes the old image), with the
 * spec's toasts.
 */
export function useChangePhoto() {
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => {
    if (image) URL.revokeObjectURL(image);
  }, [image]);

  const pick = useCallback((file: File | undefined) => {
    if (!file) {
      notifyError('low', { title: profilePage.uploadErrorTitle, description: profilePage.noFile });
      return;
    }
    const problem = photoFileError(file);
    if (problem) {
      notifyError('low', problem);
      return;
    }
    setImage(URL.createObjectURL(file));
  }, []);

  const cancel = useCallback(() => setImage(null), []);

  const apply = useCallback(
    async (area: PixelArea, rotation: number) => {
      if (!image) return;
      setBusy(true);
      try {
        const photo = await step(profilePage.unexpectedUpload, () => cropToJpeg(image, area, rotation));
        const backend = await getBackend();
        const path = await step(profilePage.imageUploadFailure, () => backend.profile.uploadPhoto(photo));
        await step(profilePage.recordUpdateFailure, () => backend.profile.setPhoto(path));
        notifySuccess(profilePage.photoUpdatedTitle, profilePage.photoUpdated);
        setImage(null);
      } catch (error) {
        const description = error instanceof StepError ? error.message : profilePage.uploadError;
        notifyError('medium', { title: profilePage.uploadErrorTitle, description });
      } finally {
        setBusy(false);
      }
    },
    [image],
  );

  return { image, busy, pick, cancel, apply };
}

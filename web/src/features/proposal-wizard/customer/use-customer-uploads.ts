/**
 * The customer's files go up as soon as they are picked (issue 28), so a reload keeps them: each
 * picked File is uploaded with its progress and replaced in the form by its StoredFile. A failed
 * upload keeps the File picked and says so; 'Enviar meus dados' tries it again.
 */
import { useCallback, useEffect, useRef } from 'react';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import type { CustomerFileKey, GuestLinkPort } from '../../../backend/port-customer-links';
import { useUploadProgress } from '../../../ui/file-picker/use-upload-progress';
import { notifyUploadFailure } from '../../../ui/file-picker/upload-failure';
import { customerFileFields, isStoredFile, type CustomerFormValues } from './customer-values';
import type { PlainForm } from './plain-form';

export function useCustomerUploads(form: PlainForm<CustomerFormValues>, guest: GuestLinkPort, token: string) {
  const { progressOf, setFraction } = useUploadProgress();
  const running = useRef(new Map<File, Promise<boolean>>());

  /** Uploads one field's picked File (once, however often asked); true when the field holds an upload. */
  const uploadField = useCallback(
    (key: CustomerFileKey): Promise<boolean> => {
      const name = customerFileFields[key];
      const file = form.getValues(name) as File | null;
      if (!file) return Promise.resolve(false);
      if (isStoredFile(file)) return Promise.resolve(true);
      const started = running.current.get(file);
      if (started) return started;
      setFraction(file, 0);
      const upload = guest
        .upload(token, key, file, (fraction) => setFraction(file, fraction))
        .then((path) => {
          setFraction(file, null);
          // Still the same pick: the customer may have replaced it meanwhile.
          if (form.getValues(name) === file) form.setValue(name, { name: file.name, size: file.size, type: file.type, path });
          return true;
        })
        .catch((error: unknown) => {
          setFraction(file, null);
          notifyUploadFailure(error, 'medium', { title: customerLinkText.uploadFailed, description: file.name });
          return false;
        })
        .finally(() => running.current.delete(file));
      running.current.set(file, upload);
      return upload;
    },
    [form, guest, token, setFraction],
  );

  // A pick starts its upload at once.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const key = (Object.keys(customerFileFields) as CustomerFileKey[]).find((k) => customerFileFields[k] === name);
      if (key) void uploadField(key);
    });
    return () => subscription.unsubscribe();
  }, [form, uploadField]);

  /** Every file uploaded (those still pending or failed are tried now); false when one is missing. */
  const uploadAll = useCallback(async () => {
    const results = await Promise.all((Object.keys(customerFileFields) as CustomerFileKey[]).map(uploadField));
    return results.every(Boolean);
  }, [uploadField]);

  return { progressOf, uploadAll, uploading: () => running.current.size > 0 };
}

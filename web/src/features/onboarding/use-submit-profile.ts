import { useCallback, useRef, useState } from 'react';
import { profileWizard } from '@solarcred/domain/messages';
import { integratorDocumentKeys } from '@solarcred/domain/options';
import {
  integratorProfileDataSchema,
  toIntegratorProfileData,
  type SubmitProfileInput,
} from '@solarcred/domain/schemas/profile-submit';
import { companyStepSchema, ownerStepSchema, projectsToSave } from '@solarcred/domain/schemas/profile-wizard';
import type { FileLike } from '@solarcred/domain/files';
import { getBackend } from '../../backend';
import type { UploadedFile } from '../../backend/port';
import { useUploadProgress } from '../../ui/file-picker/use-upload-progress';
import { notifyError } from '../../ui/toaster';
import type { WizardFiles } from './use-wizard-files';
import type { WizardFormValues } from './wizard-form';

type Documentos = NonNullable<SubmitProfileInput['documentos']>;

const asFile = (file: FileLike | null | undefined): File | null => (file instanceof File ? file : null);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface ProfileSender {
  busy: boolean;
  /** Upload progress (0..1) of a file being sent. */
  progressOf: (file: File) => number | undefined;
  /** Uploads the chosen files, then calls submit-profile; true on success. */
  send: (values: WizardFormValues, files: WizardFiles) => Promise<boolean>;
}

/**
 * The wizard's submission: each chosen file is uploaded with its progress (a failed upload is
 * told and left out, so the profile goes on as pendente_documentacao), then the profile data,
 * documents and projects go to the submit-profile callable. Files already uploaded in a failed
 * attempt are not sent again.
 */
export function useSubmitProfile(): ProfileSender {
  const [busy, setBusy] = useState(false);
  const { progressOf, setFraction } = useUploadProgress();
  const uploaded = useRef(new WeakMap<File, UploadedFile>());


  const send = useCallback(async (values: WizardFormValues, files: WizardFiles) => {
    setBusy(true);
    try {
      const backend = await getBackend();
      const upload = async (name: string, file: File | null): Promise<UploadedFile | null> => {
        if (!file) return null;
        const done = uploaded.current.get(file);
        if (done) return done;
        try {
          setFraction(file, 0);
          const result = await backend.integrator.uploadDocument(name, file, (fraction) => setFraction(file, fraction));
          uploaded.current.set(file, result);
          setFraction(file, 1);
          return result;
        } catch {
          setFraction(file, null);
          notifyError('medium', { title: profileWizard.uploadFailure(file.name) });
          return null;
        }
      };

      const documentos: Documentos = {};
      const projects = projectsToSave(
        values.projects.map((text, slot) => ({
          ...text,
          artFile: files.projects[slot]?.art[0] ?? null,
          memorialFile: files.projects[slot]?.memorial[0] ?? null,
          outrosFiles: files.projects[slot]?.fotos ?? [],
        })),
      );
      const [, projetos] = await Promise.all([
        Promise.all(
          integratorDocumentKeys.map(async (key) => {
            const result = await upload(key, files.documents[key]?.[0] ?? null);
            if (result) documentos[key] = result;
          }),
        ),
        Promise.all(
          projects.map(async (project, index) => {
            const slot = `projects/projeto-${index + 1}`;
            const [art, memorial, ...fotos] = await Promise.all([
              upload(`${slot}_art`, asFile(project.artFile)),
              upload(`${slot}_memorial`, asFile(project.memorialFile)),
              ...project.outrosFiles.map((photo, n) => upload(`${slot}_foto${n + 1}`, asFile(photo))),
            ]);
            return {
              nome_cliente: project.nomeCliente,
              potencia_kwp: project.potenciaKwp,
              art: art ?? null,
              memorial: memorial ?? null,
              fotos: fotos.filter((photo): photo is UploadedFile => photo !== null),
            };
          }),
        ),
      ]);

      // toIntegratorProfileData types the choices as plain strings; the schema gives them back their enums.
      const data = integratorProfileDataSchema.parse(
        toIntegratorProfileData({
          company: companyStepSchema.parse(values.company),
          owner: ownerStepSchema.parse(values.owner),
        }),
      );
      await backend.integrator.submitProfile({ ...data, documentos, projetos });
      return true;
    } catch (error) {
      notifyError('medium', { title: profileWizard.submitFailure(messageOf(error)) });
      return false;
    } finally {
      setBusy(false);
    }
  }, [setFraction]);

  return { busy, progressOf, send };
}

import { useCallback, useMemo, useState } from 'react';
import { files as limits } from '@solarcred/domain/constants';
import type { IntegratorDocumentKey } from '@solarcred/domain/options';

export type DocumentFiles = Partial<Record<IntegratorDocumentKey, File[]>>;
export type ProjectFilePart = 'art' | 'memorial' | 'fotos';
export type ProjectFiles = Record<ProjectFilePart, File[]>;

const emptyProjects = (): ProjectFiles[] =>
  Array.from({ length: limits.projectSlots }, () => ({ art: [], memorial: [], fotos: [] }));

export interface WizardFiles {
  documents: DocumentFiles;
  projects: ProjectFiles[];
  setDocument: (key: IntegratorDocumentKey, files: File[]) => void;
  setProjectPart: (slot: number, part: ProjectFilePart, files: File[]) => void;
  reset: () => void;
}

/** The files chosen in steps 3 and 4 (kept out of the form and the draft: files are not text). */
export function useWizardFiles(): WizardFiles {
  const [documents, setDocuments] = useState<DocumentFiles>({});
  const [projects, setProjects] = useState<ProjectFiles[]>(emptyProjects);

  const setDocument = useCallback((key: IntegratorDocumentKey, files: File[]) => {
    setDocuments((current) => ({ ...current, [key]: files }));
  }, []);

  const setProjectPart = useCallback((slot: number, part: ProjectFilePart, files: File[]) => {
    setProjects((current) => current.map((entry, index) => (index === slot ? { ...entry, [part]: files } : entry)));
  }, []);

  const reset = useCallback(() => {
    setDocuments({});
    setProjects(emptyProjects());
  }, []);

  return useMemo(
    () => ({ documents, projects, setDocument, setProjectPart, reset }),
    [documents, projects, setDocument, setProjectPart, reset],
  );
}

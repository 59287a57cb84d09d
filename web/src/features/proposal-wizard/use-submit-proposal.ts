import { useCallback, useRef } from 'react';
import { createProposalInput, type CreateProposalInput } from '@solarcred/domain/handlers/proposal-create';
import { proposals as proposalsText } from '@solarcred/domain/messages';
import { getBackend } from '../../backend';
import type { ProposalAttachmentKey } from '../../backend/port-proposals';
import { useUploadProgress } from '../../ui/file-picker/use-upload-progress';
import { notifyUploadFailure } from '../../ui/file-picker/upload-failure';
import { notifyError } from '../../ui/toaster';
import { isStoredFile } from './customer/customer-values';
import type { ProposalFormValues } from './form-values';

export interface ProposalSender {
  /** Upload progress (0..1) of a file being sent; undefined when it is not being sent. */
  progressOf: (file: File) => number | undefined;
  /** Uploads the three attachments, then calls createProposal; true on success. */
  send: (values: ProposalFormValues) => Promise<boolean>;
}

type Attachments = Record<ProposalAttachmentKey, File>;

function attachmentsOf(values: ProposalFormValues): Attachments | null {
  const { anexoRgCpf } = values.clientData;
  const { anexoFaturaEnergia } = values.projectData;
  const { anexoHolerite } = values.bankingData;
  if (!anexoRgCpf || !anexoFaturaEnergia || !anexoHolerite) return null;
  return { anexo_rg_cpf: anexoRgCpf, anexo_fatura_energia: anexoFaturaEnergia, anexo_holerite: anexoHolerite };
}

/**
 * The callable's payload: the form with each file replaced by its storage path, normalised by the
 * same schema the callable parses it with (digits only, centavos, numbers).
 */
function payloadOf(id: string, values: ProposalFormValues, paths: Record<ProposalAttachmentKey, string>): CreateProposalInput {
  return createProposalInput.parse({
    id,
    proposta: {
      clientData: { ...values.clientData, anexoRgCpf: paths.anexo_rg_cpf },
      projectData: { ...values.projectData, anexoFaturaEnergia: paths.anexo_fatura_energia },
      creditData: values.creditData,
      bankingData: { ...values.bankingData, anexoHolerite: paths.anexo_holerite },
    },
  });
}

/**
 * 'Finalizar Proposta': one proposal id per wizard (made on the client and kept across retries),
 * the attachments uploaded into that proposal's folder with their progress (a file already
 * uploaded in a failed attempt is not sent again), then the callable, which creates the proposal
 * once for that id. A failure tells the spec's text and leaves the form as it was.
 */
export function useSubmitProposal(reservedId?: string): ProposalSender {
  const { progressOf, setFraction, clear: clearProgress } = useUploadProgress();
  const proposalId = useRef<string | null>(null);
  const uploaded = useRef(new WeakMap<File, string>());


  const send = useCallback(async (values: ProposalFormValues) => {
    const attachments = attachmentsOf(values);
    if (!attachments) return false;
    let backend;
    try {
      backend = await getBackend();
    } catch {
      notifyError('high', { title: proposalsText.sendFailureTitle, description: proposalsText.sendFailure });
      return false;
    }
    const port = backend.proposalSubmit;
    const id = (proposalId.current ??= reservedId ?? port.newProposalId());

    const upload = async (key: ProposalAttachmentKey, file: File): Promise<string> => {
      // The customer's upload (issue 28): already in this proposal's folder.
      if (isStoredFile(file)) return file.path;
      const done = uploaded.current.get(file);
      if (done) return done;
      setFraction(file, 0);
      try {
        const path = await port.uploadAttachment(id, key, file, (fraction) => setFraction(file, fraction));
        uploaded.current.set(file, path);
        setFraction(file, 1);
        return path;
      } catch (error) {
        setFraction(file, null);
        throw error;
      }
    };

    let paths: Record<ProposalAttachmentKey, string>;
    try {
      const entries = await Promise.all(
        (Object.entries(attachments) as [ProposalAttachmentKey, File][]).map(async ([key, file]) => [key, await upload(key, file)] as const),
      );
      paths = Object.fromEntries(entries) as Record<ProposalAttachmentKey, string>;
    } catch (error) {
      // The spec's words for a failed submission (Storage out of reach says so); the files already sent are kept for the retry.
      notifyUploadFailure(error, 'medium', { title: proposalsText.sendFailureTitle, description: proposalsText.sendFailure });
      return false;
    }

    try {
      await port.createProposal(payloadOf(id, values, paths));
    } catch {
      notifyError('medium', { title: proposalsText.sendFailureTitle, description: proposalsText.sendFailure });
      return false;
    }
    proposalId.current = null;
    uploaded.current = new WeakMap();
    clearProgress();
    return true;
  }, [setFraction, clearProgress, reservedId]);

  return { progressOf, send };
}

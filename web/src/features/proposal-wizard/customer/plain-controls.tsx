/**
 * The customer's page's controls without the design system (issue 28): the same labels, required
 * marks, error texts, file rules and accessible names as the wizard's Chakra fields, in plain
 * elements styled by plain.module.css.
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { Option } from '@solarcred/domain/options';
import { formatFileSize } from '../../../ui/file-picker/format-size';
import { CloseIcon } from '../../../ui/file-picker/icons';
import { documentAccept, documentHint, pickAndTell } from '../../../ui/file-picker/pick-and-tell';
import { useDropZone } from '../../../ui/file-picker/use-drop-zone';
import styles from './plain.module.css';

interface FrameProps {
  label: string;
  required?: boolean | undefined;
  /** The schema's message; replaces the helper while shown. */
  error?: string | undefined;
  helper?: string | undefined;
}

/** A field's label with the required mark, as the wizard's. */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required && <span className={styles.required} aria-hidden="true"> *</span>}
    </label>
  );
}

/** A card of the page with its heading, which names the region. */
export function PlainSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

/** Label, control and the error (or helper) text, tied to the control by id. */
function useFrame({ label, required, error, helper }: FrameProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? helper;
  return {
    controlProps: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': note ? noteId : undefined, required },
    frame: (control: ReactNode) => (
      <div className={styles.field}>
        <FieldLabel htmlFor={id} label={label} required={required} />
        {control}
        {note && <p id={noteId} className={error ? styles.error : styles.helper}>{note}</p>}
      </div>
    ),
  };
}

export type PlainInputProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;

export const PlainInput = forwardRef<HTMLInputElement, PlainInputProps>(function PlainInput({ label, required, error, helper, ...input }, ref) {
  const { controlProps, frame } = useFrame({ label, required, error, helper });
  return frame(<input ref={ref} className={styles.control} {...input} {...controlProps} />);
});

export type PlainTextareaProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>;

export function PlainTextarea({ label, required, error, helper, ...textarea }: PlainTextareaProps) {
  const { controlProps, frame } = useFrame({ label, required, error, helper });
  return frame(<textarea className={styles.control} {...textarea} {...controlProps} />);
}

export type PlainSelectProps = FrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & { options: readonly Option[] };

/** A native select with 'Selecione' first, as the wizard's SelectField. */
export const PlainSelect = forwardRef<HTMLSelectElement, PlainSelectProps>(function PlainSelect({ label, required, error, helper, options, ...select }, ref) {
  const { controlProps, frame } = useFrame({ label, required, error, helper });
  return frame(
    <select ref={ref} className={styles.control} {...select} {...controlProps}>
      <option value="">Selecione</option>
      {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
    </select>,
  );
});

interface FilePickerProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  progressOf: (file: File) => number | undefined;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** One document (PDF/JPG/PNG ≤ 5 MB) by drop or the native input, told in toasts like the wizard's picker. */
export function PlainFilePicker({ label, file, onChange, progressOf, error, required, disabled }: FilePickerProps) {
  const id = useId();
  const { input, dragging, zone, onInputChange } = useDropZone((incoming) => {
    const picked = pickAndTell(file ? [file] : [], incoming, { multiple: false, max: 1 });
    if (picked) onChange(picked[0] ?? null);
  }, disabled);
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={`${styles.dropZone} ${dragging ? styles.dragging : ''} ${disabled ? styles.dropZoneDisabled : ''}`} aria-invalid={error ? true : undefined} data-testid="file-drop-zone" {...zone}>
        <input ref={input} id={id} type="file" accept={documentAccept} disabled={disabled} required={required} className={styles.srOnly}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={onInputChange} />
        <span>{file ? 'Arraste outro arquivo ou ' : 'Arraste o arquivo aqui ou '}</span>
        <span className={styles.pick}>{file ? 'clique para substituir' : 'clique para selecionar'}</span>
        <p id={`${id}-hint`} className={styles.helper}>{documentHint}</p>
      </div>
      {error && <p id={`${id}-error`} className={styles.error}>{error}</p>}
      {file && <PickedFile file={file} fraction={progressOf(file)} disabled={disabled} onRemove={() => onChange(null)} />}
    </div>
  );
}

function PickedFile({ file, fraction, disabled, onRemove }: { file: File; fraction: number | undefined; disabled?: boolean | undefined; onRemove: () => void }) {
  const percent = fraction === undefined ? undefined : Math.round(fraction * 100);
  return (
    <ul className={styles.files}>
      <li className={styles.file}>
        <div className={styles.fileInfo}>
          <p className={styles.fileName} title={file.name}>{file.name}</p>
          <p className={styles.helper}>
            {formatFileSize(file.size)}
            {percent !== undefined && ` • ${percent === 100 ? 'enviado' : `enviando ${percent}%`}`}
          </p>
          {percent !== undefined && <progress className={styles.progress} value={percent} max={100} aria-label={`Envio de ${file.name}`} />}
        </div>
        <button type="button" className={styles.remove} aria-label={`Remover ${file.name}`} disabled={disabled} onClick={onRemove}>
          <CloseIcon />
        </button>
      </li>
    </ul>
  );
}

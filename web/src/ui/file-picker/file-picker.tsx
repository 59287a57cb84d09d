import { Box, chakra, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { files as limits } from '@solarcred/domain/constants';
import { FileList } from './file-list';
import { UploadCloudIcon } from './icons';
import { documentAccept, documentHint, pickAndTell } from './pick-and-tell';
import { useDropZone } from './use-drop-zone';

export interface FilePickerProps {
  label: string;
  /** Up to `maxFiles` files (3: project photos); otherwise a new file replaces the chosen one. */
  multiple?: boolean;
  maxFiles?: number;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Upload progress (0..1) of a file while it is being sent; undefined when not sending. */
  progressOf?: (file: File) => number | undefined;
  error?: string | undefined;
  /** Shown under the drop zone (e.g. a document already sent). */
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * PDF/JPG/JPEG/PNG up to 5 MB, by drop or through the native input (focusable, opened with
 * Enter or Space). Rejections, the 3-file limit and successes are told in toasts (domain
 * pickFiles); the chosen files are listed with their size, progress and a remove button.
 */
export function FilePicker({ label, multiple = false, maxFiles = limits.maxPhotosPerProject, files, onChange, progressOf, error, helper, required, disabled }: FilePickerProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  /** A single-file picker that already holds its file shows a slim zone to replace it. */
  const compact = !multiple && files.length > 0;

  const add = (incoming: File[]) => {
    const picked = pickAndTell(files, incoming, { multiple, max: maxFiles });
    if (picked) onChange(picked);
  };

  const { input, dragging, zone, onInputChange } = useDropZone(add, disabled);

  return (
    <Box>
      <chakra.label htmlFor={inputId} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
        {required && <Text as="span" color="fg.error" aria-hidden="true"> *</Text>}
      </chakra.label>
      <Box
        data-testid="file-drop-zone"
        {...zone}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={error ? 'border.error' : dragging ? 'orange.500' : 'border'}
        bg={dragging ? 'orange.subtle' : 'bg.panel'}
        rounded="lg"
        px="4"
        py={compact ? '2' : '4'}
        textAlign="center"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={disabled ? 0.6 : 1}
        transition="border-color 0.15s, background 0.15s"
        _hover={disabled ? {} : { borderColor: 'orange.400' }}
        _focusWithin={{ outline: '2px solid', outlineColor: 'orange.500', outlineOffset: '2px' }}
      >
        <chakra.input
          ref={input}
          id={inputId}
          type="file"
          accept={documentAccept}
          multiple={multiple}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          srOnly
          onChange={onInputChange}
        />
        {!compact && <Box color="orange.500" fontSize="2xl" display="flex" justifyContent="center" mb="1"><UploadCloudIcon /></Box>}
        <Text fontSize="sm">
          {compact ? 'Arraste outro arquivo ou ' : `Arraste ${multiple ? `até ${maxFiles} arquivos` : 'o arquivo'} aqui ou `}
          <Text as="span" color="orange.fg" fontWeight="semibold">{compact ? 'clique para substituir' : 'clique para selecionar'}</Text>
        </Text>
        <Text id={hintId} fontSize="xs" color="fg.muted" srOnly={compact}>{documentHint}</Text>
      </Box>
      {helper}
      {error && <Text id={errorId} fontSize="sm" color="fg.error" mt="1">{error}</Text>}
      <FileList files={files} progressOf={progressOf} disabled={disabled}
        onRemove={(file) => onChange(files.filter((f) => f !== file))} />
    </Box>
  );
}

/**
 * File checks shared by the pickers and, through the same limits, by the storage rules. A
 * `FileLike` is the part of a browser `File` we read, so these run without the DOM.
 */
import { files as limits } from './constants';
import { filePicker, profilePage, validation } from './messages';

export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** Lowercase extension after the last dot; '' when there is none (also for '.bashrc' and 'a.'). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
}

function includes(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

/** 5 MB exactly is allowed; one byte more is not. */
export function isTooLarge(file: FileLike): boolean {
  return file.size > limits.maxBytes;
}

/** PDF, JPG, JPEG or PNG, by extension or by content type. */
export function isDocumentType(file: FileLike): boolean {
  return (
    includes(limits.documentExtensions, extensionOf(file.name)) ||
    includes(limits.documentContentTypes, file.type.toLowerCase())
  );
}

/** The content types a stored file may be shown with inside the app: those the uploads accept. */
const inlineTypes: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The type a downloaded file is shown with: its stored content type when the uploads allow it,
 * else the one its name's extension implies, else null (offered as a download only). The stored
 * type is whatever the uploader declared, so it is never trusted as is (e.g. text/html).
 */
export function inlineContentType(storedType: string, name: string): string | null {
  const stored = storedType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (Object.values(inlineTypes).includes(stored)) return stored;
  return inlineTypes[extensionOf(name)] ?? null;
}

/** Proposal attachment: required, at most 5 MB, PDF/JPG/JPEG/PNG. */
export function documentFileError(file: FileLike | null | undefined): string | null {
  if (!file) return validation.fileRequired;
  if (isTooLarge(file)) return validation.fileTooLarge;
  return isDocumentType(file) ? null : validation.fileType;
}

export interface ToastText {
  readonly title: string;
  readonly description: string;
}

/**
 * Profile photo: an image content type, at most 5 MB, and JPEG/PNG/WebP (by content type or
 * extension). Returns the toast's title and description, or null when acceptable.
 */
export function photoFileError(file: FileLike): ToastText | null {
  const type = file.type.toLowerCase();
  if (!type.startsWith('image/')) {
    return { title: profilePage.photoInvalidTitle, description: profilePage.photoInvalid };
  }
  if (isTooLarge(file)) {
    return { title: profilePage.photoTooLargeTitle, description: profilePage.photoTooLarge };
  }
  const supported = includes(limits.photoContentTypes, type) || includes(limits.photoExtensions, extensionOf(file.name));
  // The spec gives no title for the unsupported-type case; the invalid-file title fits it.
  return supported ? null : { title: profilePage.photoInvalidTitle, description: profilePage.photoType };
}

/**
 * Notice image (optional): an image the storage rules accept (JPEG, PNG or WebP; SVG is
 * scriptable, GIF and the rest are refused by the rules, so they are refused here first), at most 5 MB.
 */
export function noticeImageError(file: FileLike | null | undefined): string | null {
  if (!file) return null;
  if (!includes(limits.photoContentTypes, file.type.toLowerCase())) return validation.noticeImageType;
  return isTooLarge(file) ? validation.noticeImageSize : null;
}

export interface PickResult<F extends FileLike> {
  /** The picker's new selection. */
  readonly files: F[];
  /** One message per rejected file, in the order offered. */
  readonly errors: string[];
  /** Set when more files were offered than the multiple-mode limit allowed. */
  readonly info: string | null;
  /** Set when at least one file was added. */
  readonly success: string | null;
}

function sameFile(a: FileLike, b: FileLike): boolean {
  return a.name === b.name && a.size === b.size;
}

/**
 * Merges newly picked files into a wizard picker's selection. Each incoming file is rejected
 * when too large or of an unsupported type; duplicates (same name and size, against the current
 * selection or earlier incoming files) are dropped silently. Single mode replaces the selection
 * with the last valid file; multiple mode appends, keeping at most 3 files in total.
 */
export function pickFiles<F extends FileLike>(
  current: readonly F[],
  incoming: readonly F[],
  /** `max`: the multiple mode's cap (the projects' 3 photos unless told). */
  options: { readonly multiple: boolean; readonly max?: number },
): PickResult<F> {
  const errors: string[] = [];
  const valid: F[] = [];
  for (const file of incoming) {
    if (isTooLarge(file)) errors.push(filePicker.tooLarge(file.name));
    else if (!isDocumentType(file)) errors.push(filePicker.unsupported(file.name));
    else if (!current.some((c) => sameFile(c, file)) && !valid.some((v) => sameFile(v, file))) valid.push(file);
  }

  let added: F[];
  let info: string | null = null;
  let files: F[];
  if (options.multiple) {
    const max = options.max ?? limits.maxPhotosPerProject;
    const room = Math.max(0, max - current.length);
    added = valid.slice(0, room);
    if (valid.length > room) info = filePicker.tooManyPhotosOf(max);
    files = [...current, ...added];
  } else {
    const last = valid[valid.length - 1];
    added = last ? [last] : [];
    files = last ? [last] : [...current];
  }
  return { files, errors, info, success: added.length > 0 ? filePicker.selected(added.length) : null };
}

/** The signed-in user's own account: profile photo, display name, notification switches. */
import type { IntegratorEmailPrefs, NotificationPrefs } from '@solarcred/domain/model';

export interface ProfilePort {
  /**
   * Uploads the cropped photo into the caller's folder as `profile-images/{uid}/profile-image_{ms}.jpg`
   * and answers its path (a fresh name each time, so no cache shows the old picture).
   */
  uploadPhoto(photo: Blob): Promise<string>;
  /**
   * The setProfilePhoto callable: points integradores/{uid}.foto_perfil at `path` and removes the
   * older images of the folder.
   */
  setPhoto(path: string): Promise<void>;
  /** A stored photo's bytes, read through the Storage rules (owner and admins). */
  photoBlob(path: string): Promise<Blob>;
  /** profiles/{uid}.nome (the rules let the owner change it, never the role). */
  saveName(nome: string): Promise<void>;
  /** profiles/{uid}.notificacoes. */
  saveNotifications(prefs: NotificationPrefs): Promise<void>;
  /** profiles/{uid}.notificacoes_email: the integrator's e-mail switches (issue 15). */
  saveEmailPrefs(prefs: IntegratorEmailPrefs): Promise<void>;
}

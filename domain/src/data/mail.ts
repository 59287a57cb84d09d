/**
 * mail/{id}: the e-mails to send, in the shape of the "Trigger Email from Firestore" extension
 * (firebase.json `extensions`), which delivers each new document and writes its `delivery`
 * state back. Written only by Cloud Functions; no client reads or writes it (firestore.rules).
 */
import type { MailDocument } from '../mail/select';
import { collectionOf } from './collection';

/** The extension's MAIL_COLLECTION (extensions/firestore-send-email.env). */
export const mailCollectionPath = 'mail';

export const mailDocuments = collectionOf<MailDocument>(mailCollectionPath);

/**
 * A Firestore-style automatic id (20 characters of [A-Za-z0-9]) made without the Firestore SDK, so
 * a form can name its document and its upload folder before Firestore has loaded.
 */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newDocumentId(): string {
  // 62 * 4 = 248 < 256: rejecting bytes ≥ 248 keeps every character equally likely.
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < 248 && id.length < 20) id += alphabet[byte % 62];
    }
  }
  return id;
}

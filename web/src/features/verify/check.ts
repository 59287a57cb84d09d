/**
 * /verificar's two questions (issue 47), through the guest link's port (the public verifyContract
 * callable over fetch on Firebase, the demo store in the demo): a file's SHA-256, computed here with
 * WebCrypto so the file never leaves the browser, or a typed code.
 */
import { sha256Hex } from '@solarcred/domain/contract/hash';
import type { ContractCheck } from '@solarcred/domain/contract/types';

const port = async () => (await import('@guest-link')).guestLink;

export async function checkFile(file: Blob): Promise<ContractCheck> {
  const [guest, sha256] = await Promise.all([port(), file.arrayBuffer().then((buffer) => sha256Hex(new Uint8Array(buffer)))]);
  return guest.verify({ sha256 });
}

export async function checkCode(codigo: string): Promise<ContractCheck> {
  return (await port()).verify({ codigo });
}

/** The API's actor in the domain tests (not used by production code). */
import type { Actor } from '../handlers/actor';

export const apiKeyActor: Actor = { uid: 'empresa-1', role: 'integrador', empresa: 'empresa-1', papel: 'titular' };

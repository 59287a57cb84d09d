/** Cloud Functions, loaded with the first command (callable). */
import { app } from './app';
import { callableClient } from './callable-client';

/** Calls a callable; its HttpsError arrives as BackendError('not-found', the server's pt-BR message). */
export const callFunction = callableClient(app);

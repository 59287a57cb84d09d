/** The box 'Li e aceito os Termos de Uso e a Política de Privacidade' (issue 51) as forms and commands check it. */
import { z } from 'zod';
import { DomainError } from '../errors';
import { consentText as text } from './consent-text';

/**
 * The box 'Li e aceito…' of the invitation's page and the customer link's form: their commands
 * carry `aceite: true` (the page sends it only with the box ticked) and record the acceptance.
 */
export function requireConsentBox(data: unknown): void {
  const aceite = typeof data === 'object' && data !== null ? (data as { aceite?: unknown }).aceite : undefined;
  if (aceite !== true) throw new DomainError('invalid-argument', text.boxRequired);
}

/** The box as a form field (sign-up's schema adds it): unticked is the Portuguese refusal. */
export const consentBoxSchema = z.object({ aceite: z.boolean().refine((ticked) => ticked, text.boxRequired) });

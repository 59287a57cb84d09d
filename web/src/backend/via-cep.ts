/**
 * The public postal-code lookup (ViaCEP), called from the browser by both adapters. Optional:
 * when it fails the user types the address by hand.
 */
import { onlyDigits } from '@solarcred/domain/br-ids';
import { identifiers } from '@solarcred/domain/constants';

export interface CepAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  complement: string;
}

export type CepLookup = { kind: 'found'; address: CepAddress } | { kind: 'not-found' } | { kind: 'failed' };

interface ViaCepAnswer {
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  complemento?: string;
  erro?: boolean | string;
}

export const VIA_CEP_URL = 'https://viacep.com.br/ws';
const TIMEOUT_MS = 6000;

/** Looks a CEP up; never throws. Only 8-digit CEPs are sent. */
export async function lookupCep(cep: string): Promise<CepLookup> {
  const digits = onlyDigits(cep);
  if (digits.length !== identifiers.cepLength) return { kind: 'not-found' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(`${VIA_CEP_URL}/${digits}/json/`, { signal: controller.signal });
    if (response.status === 400 || response.status === 404) return { kind: 'not-found' };
    if (!response.ok) return { kind: 'failed' };
    const answer = (await response.json()) as ViaCepAnswer;
    if (answer.erro === true || answer.erro === 'true') return { kind: 'not-found' };
    return {
      kind: 'found',
      address: {
        street: answer.logradouro ?? '',
        neighborhood: answer.bairro ?? '',
        city: answer.localidade ?? '',
        state: answer.uf ?? '',
        complement: answer.complemento ?? '',
      },
    };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * publico/taxas and publico/energia (issue 49) through Firestore's REST API: one GET each, which
 * the rules allow anyone (get by name), so the landing's simulator needs neither the Firestore SDK
 * (about 100 kB gzip) nor a signed-in user.
 * The REST answer types every value ({ integerValue: "5000" }…); `plainValue` unwraps them.
 */
import { publishedRatesDoc } from '@solarcred/domain/data/credit-lines';
import { energySettingsDoc } from '@solarcred/domain/data/energy';
import type { DocumentSpec } from '@solarcred/domain/data/collection';
import { parsePublishedEnergy } from '@solarcred/domain/energy/settings-public';
import type { EnergySettings } from '@solarcred/domain/energy/types';
import { parsePublishedRates } from '@solarcred/domain/credit/published';
import type { PublishedRates } from '@solarcred/domain/credit/lines';
import { env } from '../../config/env';

type RestValue = Record<string, unknown>;

export function plainValue(value: RestValue): unknown {
  if ('stringValue' in value) return value['stringValue'];
  if ('booleanValue' in value) return value['booleanValue'];
  if ('integerValue' in value) return Number(value['integerValue']);
  if ('doubleValue' in value) return Number(value['doubleValue']);
  if ('timestampValue' in value) return Date.parse(String(value['timestampValue']));
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) return ((value['arrayValue'] as { values?: RestValue[] }).values ?? []).map(plainValue);
  if ('mapValue' in value) return plainFields((value['mapValue'] as { fields?: Record<string, RestValue> }).fields ?? {});
  return undefined;
}

const plainFields = (fields: Record<string, RestValue>) => Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plainValue(value)]));

function documentUrl(doc: DocumentSpec<unknown>): string {
  const origin = env.VITE_USE_EMULATORS ? `http://${env.VITE_EMULATOR_HOST}:8080` : 'https://firestore.googleapis.com';
  const path = doc.collection.docPath(doc.id);
  return `${origin}/v1/projects/${env.VITE_FIREBASE_PROJECT_ID}/databases/(default)/documents/${path}?key=${encodeURIComponent(env.VITE_FIREBASE_API_KEY)}`;
}

/** A public document's plain fields; null when it does not exist. */
async function loadPublic(doc: DocumentSpec<unknown>): Promise<Record<string, unknown> | null> {
  const response = await fetch(documentUrl(doc), { signal: AbortSignal.timeout(10_000) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${doc.collection.docPath(doc.id)}: HTTP ${response.status}`);
  const body = (await response.json()) as { fields?: Record<string, RestValue> };
  return plainFields(body.fields ?? {});
}

export async function loadPublishedRates(): Promise<PublishedRates | null> {
  const fields = await loadPublic(publishedRatesDoc);
  return fields && parsePublishedRates(fields);
}

/** publico/energia (issue 49): null when no admin saved it or its shape is not the settings' (the landing then uses the defaults). */
export async function loadPublishedEnergy(): Promise<EnergySettings | null> {
  const fields = await loadPublic(energySettingsDoc);
  return fields && parsePublishedEnergy(fields);
}

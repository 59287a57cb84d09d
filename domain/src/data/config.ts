/** config/{id}: settings stored once for the whole product (config/sla: the status SLAs). */
import type { SlaSettings } from '../sla';
import { collectionOf, type DocumentSpec } from './collection';

export const configCollection = collectionOf<SlaSettings>('config');

export const slaSettingsDoc: DocumentSpec<SlaSettings> = { collection: configCollection, id: 'sla' };

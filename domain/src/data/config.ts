/**
 * config/{id}: settings stored once for the whole product (config/sla: the status SLAs;
 * config/instalacao: the installation milestones' targets).
 */
import type { InstallationSettings } from '../installation/due-dates';
import type { SlaSettings } from '../sla';
import { collectionOf, type DocumentSpec } from './collection';

export const configCollection = collectionOf<SlaSettings>('config');

export const slaSettingsDoc: DocumentSpec<SlaSettings> = { collection: configCollection, id: 'sla' };

export const installationSettingsDoc: DocumentSpec<InstallationSettings> = { collection: collectionOf<InstallationSettings>('config'), id: 'instalacao' };

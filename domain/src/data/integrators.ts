/** integradores/{uid} and its subcollections historico (status changes) and projetos (portfolio). */
import type { Integrator, PortfolioProject, StatusHistoryEntry } from '../model';
import { collectionOf } from './collection';

export const integrators = collectionOf<Integrator>('integradores');

export const integratorPath = (id: string) => integrators.docPath(id);

/** integradores/{id}/historico */
export const integratorHistory = (id: string) => collectionOf<StatusHistoryEntry>(`${integratorPath(id)}/historico`);
export const integratorHistoryPath = (id: string) => integratorHistory(id).path;

/** integradores/{id}/projetos */
export const integratorProjects = (id: string) => collectionOf<PortfolioProject>(`${integratorPath(id)}/projetos`);
export const integratorProjectsPath = (id: string) => integratorProjects(id).path;

/** The trigger pattern of every integrator document: integradores/{id}. */
export const integratorDocumentPattern = integratorPath('{id}');

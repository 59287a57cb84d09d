/** linhas_credito/{id} with its versoes/{versao}, and publico/taxas (issue 32). */
import type { CreditLineVersion, PublishedRates, StoredCreditLine } from '../credit/lines';
import { collectionOf, type DocumentSpec } from './collection';

export const creditLines = collectionOf<StoredCreditLine>('linhas_credito');
export const creditLineVersions = (id: string) => collectionOf<CreditLineVersion>(`${creditLines.docPath(id)}/versoes`);
export const creditLineVersionPattern = creditLineVersions('{lineId}').docPath('{versao}');

export const publicCollection = collectionOf<PublishedRates>('publico');
export const publishedRatesDoc: DocumentSpec<PublishedRates> = { collection: publicCollection, id: 'taxas' };

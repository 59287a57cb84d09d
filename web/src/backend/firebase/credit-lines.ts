/**
 * Credit lines on Firestore: the seven lines in one live query (bounded by the domain's list of
 * lines), a line's versions newest first (single-field order), publico/taxas by name; the only
 * write is the updateCreditLine callable.
 */
import { limit, orderBy, query } from 'firebase/firestore';
import { creditLineIds, inLineOrder } from '@solarcred/domain/credit/lines';
import { creditLines, creditLineVersions, publishedRatesDoc } from '@solarcred/domain/data/credit-lines';
import type { CreditLinesPort } from '../port-credit-lines';
import { call } from './call';
import { liveDoc, liveList } from './live';
import { collectionRef, singletonRef } from './refs';

export const firebaseCreditLines: CreditLinesPort = {
  lines: (listener, onError) =>
    liveList(query(collectionRef(creditLines), limit(creditLineIds.length)))(
      (found) => listener(inLineOrder(found)),
      onError,
    ),
  published: liveDoc(singletonRef(publishedRatesDoc)),
  versions: (lineId, max) => liveList(query(collectionRef(creditLineVersions(lineId)), orderBy('versao', 'desc'), limit(max))),
  async update(input) {
    await call('updateCreditLine', input);
  },
};

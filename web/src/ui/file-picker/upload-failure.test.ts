/** An upload's failure in words (issue 45): Storage out of reach once, however many files failed together. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transfersText } from '@solarcred/domain/messages';
import { BackendError } from '../../backend/port';
import { plainToastsOnly } from '../toaster';
import { notifyUploadFailure } from './upload-failure';

const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent ?? '');

beforeAll(() => plainToastsOnly());
afterEach(() => {
  for (const alert of document.querySelectorAll('[role="alert"]')) alert.remove();
});

describe('notifyUploadFailure', () => {
  it('says once that sending files is unavailable when three uploads find Storage out of reach', () => {
    for (let n = 0; n < 3; n++) notifyUploadFailure(new BackendError('storage/unavailable', transfersText.unavailable), 'medium', { title: 'Não foi possível enviar o arquivo.', description: `doc-${n}.pdf` });
    expect(alerts().filter((text) => text.includes(transfersText.unavailable))).toHaveLength(1);
    expect(alerts().some((text) => text.includes('Não foi possível enviar o arquivo.'))).toBe(false);
  });

  it("keeps the screen's own words, one per failure, for any other failure", () => {
    notifyUploadFailure(new BackendError('storage/stalled', transfersText.stalled), 'medium', { title: 'Falha no envio', description: 'a.pdf' });
    notifyUploadFailure(new Error('boom'), 'medium', { title: 'Falha no envio', description: 'b.pdf' });
    expect(alerts().filter((text) => text.includes('Falha no envio'))).toHaveLength(2);
    expect(alerts().some((text) => text.includes(transfersText.unavailable))).toBe(false);
  });
});

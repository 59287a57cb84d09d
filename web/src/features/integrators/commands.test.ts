import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import type { AdminIntegratorEditValues } from '@solarcred/domain/schemas/misc';
import { BackendError } from '../../backend/port';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { approve, edit, reject } from './commands';

const admin = vi.hoisted(() => ({
  approveIntegrator: vi.fn<(id: string) => Promise<void>>(),
  rejectIntegrator: vi.fn<(id: string, motivo: string) => Promise<void>>(),
  editIntegrator: vi.fn<(id: string, values: unknown) => Promise<void>>(),
}));
vi.mock('../../backend', async (original) => ({
  ...(await original<typeof import('../../backend')>()),
  getBackend: () => Promise.resolve({ admin }),
}));
vi.mock('../../ui/toaster', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

const values: AdminIntegratorEditValues = {
  nome_empresa: 'Empresa', cnpj: '11222333000181', email: 'a@b.com', telefone: '11987654321', cep: '01310100',
  street: 'Rua', number: '1', complement: 'Sala', neighborhood: 'Centro', city: 'São Paulo', state: 'SP',
};
const errorTitle = () => vi.mocked(notifyError).mock.calls[0]?.[1].title;

describe('integrator commands', () => {
  it('approve: success toast', async () => {
    admin.approveIntegrator.mockResolvedValue();
    expect(await approve('x')).toBe('done');
    expect(notifySuccess).toHaveBeenCalledWith(text.approved);
  });

  it("a 'not-found' answer reads 'Integrador não encontrado'", async () => {
    admin.rejectIntegrator.mockRejectedValue(new BackendError('not-found', 'Integrador não encontrado'));
    expect(await reject('x', 'motivo')).toBe('not-found');
    expect(errorTitle()).toBe(text.notFound);
  });

  it('any other failure reads the command’s failure text, with the server’s reason', async () => {
    admin.approveIntegrator.mockRejectedValue(new BackendError('failed-precondition', 'Este integrador não está aguardando aprovação.'));
    expect(await approve('x')).toBe('failed');
    expect(vi.mocked(notifyError).mock.calls[0]?.[1]).toEqual({ title: text.approveFailure, description: 'Este integrador não está aguardando aprovação.' });
    vi.clearAllMocks();
    admin.editIntegrator.mockRejectedValue(new Error('offline'));
    expect(await edit('x', values)).toBe('failed');
    expect(errorTitle()).toBe(text.editFailure);
  });
});

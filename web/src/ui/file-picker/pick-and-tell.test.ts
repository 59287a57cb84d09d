import { beforeEach, describe, expect, it, vi } from 'vitest';
import { filePicker } from '@solarcred/domain/messages';
import { pickAndTell } from './pick-and-tell';

const told = vi.hoisted(() => [] as { kind: string; title: string; description?: string | undefined }[]);
vi.mock('../toaster', () => ({
  notifyError: (_severity: string, { title, description }: { title: string; description?: string }) => told.push({ kind: 'error', title, description }),
  notifyInfo: (title: string, description?: string) => told.push({ kind: 'info', title, description }),
  notifySuccess: (title: string, description?: string) => told.push({ kind: 'success', title, description }),
}));
beforeEach(() => void told.splice(0));

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const text = (name: string) => new File(['x'], name, { type: 'text/plain' });
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('pickAndTell: one toast per pick', () => {
  it('several refused files and one accepted: one error toast naming each, and what was added', () => {
    expect(pickAndTell([], [text('a.txt'), text('b.txt'), pdf('c.pdf')], { multiple: true, max: 3 })).toHaveLength(1);
    expect(told).toEqual([{
      kind: 'error',
      title: filePicker.severalProblems(2),
      description: [filePicker.unsupported('a.txt'), filePicker.unsupported('b.txt'), filePicker.selected(1)].join('\n'),
    }]);
  });

  it('more photos than room: one info toast with what was added', () => {
    expect(pickAndTell([], ['a', 'b', 'c', 'd'].map((n) => png(`${n}.png`)), { multiple: true, max: 3 })).toHaveLength(3);
    expect(told).toEqual([{ kind: 'info', title: filePicker.tooManyPhotos, description: filePicker.selected(3) }]);
  });

  it('one refused file: its own text, nothing else', () => {
    expect(pickAndTell([], [text('a.txt')], { multiple: false, max: 1 })).toBeNull();
    expect(told).toEqual([{ kind: 'error', title: filePicker.unsupported('a.txt'), description: undefined }]);
  });

  it('files accepted: the brief success alone', () => {
    pickAndTell([], [pdf('a.pdf'), pdf('b.pdf')], { multiple: true, max: 3 });
    expect(told).toEqual([{ kind: 'success', title: filePicker.selected(2), description: undefined }]);
  });
});

import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportText } from '@solarcred/domain/analytics/export/export-text';
import { storageSink } from './sink';
import { ExportSinkError, streamSink } from './stream-sink';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('the export sinks (issue 50)', () => {
  it('refuses at once inside the Functions emulator without a Storage emulator (npm start here), in Portuguese', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '');
    expect(() => storageSink('exportacoes/x.csv', 'csv')).toThrow(new ExportSinkError(exportText.storageUnavailable));
  });

  it('a stream that stops answering fails the write after the timeout instead of hanging', async () => {
    vi.useFakeTimers();
    // Never calls back: the write stays pending, its buffer over the high-water mark, no 'drain'.
    const stuck = new Writable({ highWaterMark: 1, write: () => undefined });
    const sink = streamSink(stuck, 5_000);
    const write = sink.write(new Uint8Array(10));
    const outcome = write.then(() => 'written', (error: unknown) => (error as Error).message);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toBe(exportText.storageUnavailable);
  });

  it('passes the bytes through, waiting for drain, and closes', async () => {
    const received: Buffer[] = [];
    const slow = new Writable({ highWaterMark: 4, write: (chunk: Buffer, _encoding, done) => { received.push(chunk); setImmediate(done); } });
    const sink = streamSink(slow, 5_000);
    for (const part of ['abc', 'defgh', 'ij']) await sink.write(new TextEncoder().encode(part));
    await sink.close();
    expect(Buffer.concat(received).toString()).toBe('abcdefghij');
  });

  it('a stream error fails the next write with it', async () => {
    const failing = new Writable({ write: (_chunk, _encoding, done) => done(new Error('quebrou')) });
    const sink = streamSink(failing, 5_000);
    await expect(sink.write(new Uint8Array(1)).then(() => sink.write(new Uint8Array(1)))).rejects.toThrow('quebrou');
  });
});

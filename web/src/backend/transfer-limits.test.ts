import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transfers } from '@solarcred/domain/constants';
import { withDeadline, withStallTimeout, type Transfer } from './transfer-limits';

/** A transfer the test moves by hand: `progress` reports, `finish` completes it. */
function manualTransfer() {
  let report: (fraction: number) => void = () => {};
  let finish: () => void = () => {};
  const cancel = vi.fn();
  const start = (progress: (fraction: number) => void): Transfer<string> => {
    report = progress;
    return { done: new Promise<string>((resolve) => (finish = () => resolve('sent'))), cancel };
  };
  return { start, cancel, progress: (fraction: number) => report(fraction), finish: () => finish() };
}

describe('transfer limits', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cancels an upload that moves no byte for the stall limit, with storage/stalled', async () => {
    const transfer = manualTransfer();
    const outcome = withStallTimeout(transfer.start).catch((error: { code: string }) => error.code);
    await vi.advanceTimersByTimeAsync(transfers.uploadStallMs - 1);
    expect(transfer.cancel).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('storage/stalled');
    expect(transfer.cancel).toHaveBeenCalledOnce();
  });

  it('never cuts an upload that keeps moving, however long it takes', async () => {
    const transfer = manualTransfer();
    const seen: number[] = [];
    const outcome = withStallTimeout(transfer.start, (fraction) => seen.push(fraction));
    for (let step = 1; step <= 5; step++) {
      await vi.advanceTimersByTimeAsync(transfers.uploadStallMs - 1);
      transfer.progress(step / 10);
    }
    transfer.finish();
    expect(await outcome).toBe('sent');
    expect(seen).toEqual([0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(transfer.cancel).not.toHaveBeenCalled();
  });

  it('fails a download that has not arrived by the deadline, and passes one that has', async () => {
    const late = withDeadline(new Promise<string>(() => {})).catch((error: { code: string }) => error.code);
    await vi.advanceTimersByTimeAsync(transfers.downloadTimeoutMs);
    expect(await late).toBe('storage/timeout');
    expect(await withDeadline(Promise.resolve('bytes'))).toBe('bytes');
  });
});

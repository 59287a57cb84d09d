import { describe, expect, it, vi } from 'vitest';
import { onDemand, replay } from './first-use';

describe('onDemand', () => {
  it('fetches once, tells the subscribers, and after a failed fetch tries again', async () => {
    const importer = vi.fn<() => Promise<{ name: string }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ name: 'menu' });
    const demand = onDemand(importer);
    const arrived = vi.fn();
    demand.subscribe(arrived);
    await expect(demand.load()).rejects.toThrow('offline');
    expect(demand.current()).toBeUndefined();
    expect(arrived).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([demand.load(), demand.load()]);
    expect(first).toBe(second);
    expect(demand.current()).toEqual({ name: 'menu' });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(arrived).toHaveBeenCalledTimes(1);
  });
});

describe('replay', () => {
  it('gives the new trigger the focus the old one lost, then the click or key that opened it', () => {
    const trigger = document.body.appendChild(document.createElement('button'));
    const seen: string[] = [];
    trigger.addEventListener('click', () => seen.push('click'));
    trigger.addEventListener('keydown', (event) => seen.push(event.key));
    replay(trigger, { focused: true, open: { kind: 'key', key: 'ArrowDown' } });
    expect(document.activeElement).toBe(trigger);
    replay(trigger, { focused: false, open: { kind: 'click' } });
    expect(seen).toEqual(['ArrowDown', 'click']);
  });

  it('leaves focus alone when it has moved on meanwhile', () => {
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    const trigger = document.body.appendChild(document.createElement('button'));
    replay(trigger, { focused: true });
    expect(document.activeElement).toBe(elsewhere);
  });

  it('does not open when the person has moved on to another element meanwhile', () => {
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    const trigger = document.body.appendChild(document.createElement('button'));
    const seen: string[] = [];
    trigger.addEventListener('click', () => seen.push('click'));
    trigger.addEventListener('keydown', (event) => seen.push(event.key));
    replay(trigger, { focused: false, open: { kind: 'click' } });
    replay(trigger, { focused: true, open: { kind: 'key', key: 'Enter' } });
    expect(seen).toEqual([]);
    expect(document.activeElement).toBe(elsewhere);
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMoneyInput } from './use-money-input';

let amount: number | null = null;

function Money({ start = null }: { start?: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  amount = value;
  return <input aria-label="Valor" {...useMoneyInput(value, setValue)} />;
}

const input = () => screen.getByLabelText<HTMLInputElement>('Valor');

afterEach(cleanup);

describe('useMoneyInput', () => {
  it('typing 4,0,0,0,0 shows R$ 40.000 and holds forty thousand reais; leaving shows R$ 40.000,00', async () => {
    render(<Money />);
    await userEvent.type(input(), '40000');
    expect(input().value).toBe('R$ 40.000');
    expect(amount).toBe(40_000_00);
    await userEvent.tab();
    expect(input().value).toBe('R$ 40.000,00');
  });

  it('typing 1234,56 gives R$ 1.234,56', async () => {
    render(<Money />);
    await userEvent.type(input(), '1234,56');
    expect(input().value).toBe('R$ 1.234,56');
    expect(amount).toBe(1_234_56);
  });

  it.each(['R$ 25.000', '25.000', '25000', '25.000,00'])('pasting %j gives twenty-five thousand reais', async (text) => {
    render(<Money start={30_000_00} />);
    await userEvent.tripleClick(input());
    await userEvent.paste(text);
    expect(amount).toBe(25_000_00);
    await userEvent.tab();
    expect(input().value).toBe('R$ 25.000,00');
  });

  it('keeps the caret after the digit typed in the middle, across the dots', async () => {
    render(<Money />);
    await userEvent.type(input(), '400');
    // 'R$ 400': put the caret after the 4 and type 5 → 'R$ 4.500' (a dot appears before the caret), caret after the 5.
    input().setSelectionRange(4, 4);
    await userEvent.keyboard('5');
    expect(input().value).toBe('R$ 4.500');
    expect(input().selectionStart).toBe(6);
    expect(amount).toBe(4_500_00);
  });

  it('clearing the field holds null', async () => {
    render(<Money start={5_000_00} />);
    await userEvent.clear(input());
    expect(amount).toBeNull();
    expect(input().value).toBe('');
  });
});

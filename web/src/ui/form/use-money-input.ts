/**
 * Every money input's behaviour (issue 45): the text is masked as typed by the domain's maskMoney
 * and read by its parseMoney, so '25.000', '25000', 'R$ 25.000' and '25.000,00' are all
 * R$ 25.000,00; on leaving, the field shows the amount whole ('R$ 25.000,00'). No design system:
 * the landing's plain inputs and the app's Chakra fields spread the same props.
 */
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { formatCentavosInput, maskMoney, parseMoney } from '@solarcred/domain/masks';

/** How many digits and commas come before `end` in `text`: what a caret is after, whatever the dots. */
function significantBefore(text: string, end: number): number {
  return text.slice(0, end).replace(/[^\d,]/g, '').length;
}

/** The place in `text` just after its `count`-th digit or comma. */
function placeAfter(text: string, count: number): number {
  if (count === 0) return Math.min(text.indexOf('R$ ') === 0 ? 3 : 0, text.length);
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/[\d,]/.test(text.charAt(i))) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}

export interface MoneyInputProps {
  value: string;
  inputMode: 'decimal';
  placeholder: string;
  autoComplete: 'off';
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * Props for a money input bound to `amount` in integer centavos (null while empty). `onAmount`
 * gets what parseMoney reads at each keystroke; `onLeave` runs after the field is reformatted.
 */
export function useMoneyInput(amount: number | null, onAmount: (centavos: number | null) => void, onLeave?: () => void): MoneyInputProps {
  const [typed, setTyped] = useState<string | null>(null);
  const caret = useRef<{ input: HTMLInputElement; count: number } | null>(null);
  // What was typed, while it still says the amount; else (not typing, or changed from outside) the amount whole.
  const value = typed !== null && parseMoney(typed) === amount ? typed : amount === null ? '' : formatCentavosInput(amount);

  useLayoutEffect(() => {
    const pending = caret.current;
    caret.current = null;
    if (pending && document.activeElement === pending.input) {
      const at = placeAfter(pending.input.value, pending.count);
      pending.input.setSelectionRange(at, at);
    }
  });

  return {
    value,
    inputMode: 'decimal',
    placeholder: 'R$ 0,00',
    autoComplete: 'off',
    onChange: (event) => {
      const raw = event.target.value;
      const masked = maskMoney(raw);
      caret.current = { input: event.target, count: significantBefore(raw, event.target.selectionStart ?? raw.length) };
      setTyped(masked);
      onAmount(parseMoney(masked));
    },
    onBlur: () => {
      setTyped(null);
      onLeave?.();
    },
  };
}

import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InlineCode } from './inline-code';

afterEach(cleanup);

const rendered = (text: string) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <p data-testid="out"><InlineCode text={text} /></p>
    </ChakraProvider>,
  ).getByTestId('out');

describe('InlineCode', () => {
  it('shows `names` as code without the backticks', () => {
    const out = rendered('Envie `Idempotency-Key` e o `id` da proposta.');
    expect(out.textContent).toBe('Envie Idempotency-Key e o id da proposta.');
    expect([...out.querySelectorAll('code')].map((code) => code.textContent)).toEqual(['Idempotency-Key', 'id']);
  });

  it('keeps an unpaired backtick as written and renders no markup from the text', () => {
    const out = rendered('um `par` e um ` solto <b>x</b>');
    expect(out.textContent).toBe('um par e um ` solto <b>x</b>');
    expect(out.querySelectorAll('code')).toHaveLength(1);
    expect(out.querySelector('b')).toBeNull();
  });
});

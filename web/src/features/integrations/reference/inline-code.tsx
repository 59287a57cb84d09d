/**
 * The OpenAPI document's descriptions mark names in `backticks` (CommonMark's code spans, which
 * OpenAPI allows): shown as code, not with the backticks printed. Nothing else of markdown is
 * rendered, so a description cannot inject markup.
 */
import { Code } from '@chakra-ui/react';
import { Fragment } from 'react';

export function InlineCode({ text }: { text: string }) {
  const parts = text.split('`');
  // An odd number of backticks leaves the last one unpaired: it stays as written.
  const paired = parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), `${parts.at(-2) ?? ''}\`${parts.at(-1) ?? ''}`];
  return (
    <>
      {paired.map((part, index) => (index % 2 === 1 ? <Code key={index} fontSize="0.95em">{part}</Code> : <Fragment key={index}>{part}</Fragment>))}
    </>
  );
}

import { Fragment, type ReactNode } from 'react';
import type { WordKey } from '@moveday/openapi';
import { useT } from './i18n';

/**
 * A sentence of the books with elements in it (links, bold): the sentence is put in the reader's
 * language with each `{name}` left in place, then each is swapped for its element. So a translator
 * moves the links where the sentence needs them ('I agree to the {terms} and {privacy}').
 */
export function RichWords({ id, parts }: { id: WordKey; parts: Readonly<Record<string, ReactNode>> }) {
  const t = useT();
  const kept = Object.fromEntries(Object.keys(parts).map((name) => [name, `{${name}}`]));
  const pieces = t(id, kept).split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, index) => (
        // Odd pieces are the names between braces.
        <Fragment key={index}>{index % 2 === 1 && piece in parts ? parts[piece] : piece}</Fragment>
      ))}
    </>
  );
}

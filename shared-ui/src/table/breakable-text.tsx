import { Fragment } from 'react';

/**
 * A long word that may wrap: break points after each '@' and '.', so an e-mail that must wrap
 * does so between its parts ("kevin.otieno@" / "demo.example") rather than mid-part.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

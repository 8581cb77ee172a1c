import { Fragment } from 'react';

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with the matched terms marked (case-insensitive for Latin letters). */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const usable = terms.filter(Boolean);
  if (usable.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${usable.map(escape).join('|')})`, 'gi');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}

import { Fragment, type ReactNode } from 'react';

// Stands in for the placeholder while the message is rendered; no translation contains it.
const MARK = '\u{E000}';

/**
 * A message with markup around one of its placeholders: the whole sentence comes from the
 * catalogue (so each language orders it its own way) and `node` is put where the placeholder sits.
 * @example withMarkup((mark) => auth_enterCode({ phoneNumber: mark }), <strong>{phone}</strong>)
 */
export function withMarkup(render: (mark: string) => string, node: ReactNode): ReactNode {
  const [before = '', ...rest] = render(MARK).split(MARK);
  return (
    <>
      {before}
      {rest.map((after, index) => (
        <Fragment key={index}>
          {node}
          {after}
        </Fragment>
      ))}
    </>
  );
}

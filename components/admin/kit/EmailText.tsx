/**
 * An e-mail address in a narrow table cell: it may wrap after the '@' and before a '.', never in
 * the middle of a word (the table cells otherwise wrap anywhere). Where no such point helps, the
 * table scrolls sideways in its frame. Renders on the server.
 */
import { Fragment } from 'react';

export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

import { Fragment } from 'react';

/**
 * An e-mail address that opens the mail app, and that wraps on a narrow column only where a person
 * would break it: after the @ and before a dot of the domain ("contato@" / "institutoagualimpa.org.br"),
 * not inside a word while a break there fits.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  const [local, domain] = at < 0 ? [email, ''] : [email.slice(0, at + 1), email.slice(at + 1)];
  const parts = domain.split('.');
  return (
    // Named whole: the break points are not part of the address read aloud.
    <a href={`mailto:${email}`} aria-label={email}>
      {local}
      {parts.map((part, i) => (
        <Fragment key={i}>
          <wbr />
          {i > 0 ? '.' : ''}
          {part}
        </Fragment>
      ))}
    </a>
  );
}

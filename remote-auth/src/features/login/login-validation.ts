/** The sign-in fields and what the form says about each (i18n keys), checked in the browser. */
export type LoginValues = { email: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// The HTML standard's "valid e-mail address" (what browsers check for type=email), with at least one
// dot in the domain, as the server's check asks: a typo is caught before a round trip.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function validateLoginField(field: keyof LoginValues, value: string): string | undefined {
  // A password may hold spaces anywhere, so only an empty one is missing.
  if (!(field === 'password' ? value : value.trim())) return 'common:required';
  if (field === 'email' && !EMAIL.test(value.trim())) return 'common:invalidEmail';
  return undefined;
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of ['email', 'password'] as const) {
    const error = validateLoginField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

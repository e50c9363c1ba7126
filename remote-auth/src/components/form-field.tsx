import { useId, type ReactNode } from 'react';
import { theme } from 'antd';

/** What a field's control needs to be labelled and tied to its error. */
export type FieldControlProps = {
  id: string;
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

export type FormFieldProps = {
  label: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled field with its error underneath, in the look of antd's vertical `Form.Item`, without
 * antd's Form (rc-form + async-validator, ≈ 21 KB gzip the sign-in page would download for two
 * fields — docs/decisions/0010-front-end-weight.md, fourth pass).
 */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { token } = theme.useToken();
  const text = { fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    // The error line takes the place of the bottom margin, so the form does not jump.
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <label
        htmlFor={id}
        style={{
          ...text,
          display: 'inline-block',
          paddingBottom: token.paddingXS,
          color: token.colorTextHeading,
        }}
      >
        {label}
      </label>
      {children({
        id,
        status: error ? 'error' : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <div
          id={errorId}
          role="alert"
          style={{ ...text, minHeight: token.marginLG, color: token.colorError }}
        >
          {error}
        </div>
      ) : null}
    </div>
  );
}

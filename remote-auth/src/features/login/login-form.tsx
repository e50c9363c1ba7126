import { useRef, useState, type FormEvent } from 'react';
import { Button, Input, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { returnPathFrom, useApiMutation, useAuthStore, withReturnPath } from '@conexoes/shared';
import { authApi } from '../../api/auth.api';
import { FormField } from '../../components/form-field';
import { ProblemAlert } from '../../components/lazy-problem-alert';
import { NS } from '../../i18n/register';
import { preloadStep } from '../../pages/lazy-pages';
import { nextStepFor, pendingDocumentFor } from './next-step';
import { validateLogin, validateLoginField, type LoginErrors, type LoginValues } from './login-validation';

/**
 * Email + password. Any refusal reads the same, so the form never tells which part was wrong.
 * Controlled antd fields in a native form rather than antd's Form: the first page every visitor
 * downloads stays light (docs/decisions/0010-front-end-weight.md, fourth pass).
 */
export function LoginForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  // The page the user wanted before being asked to sign in goes along to the next step.
  const wanted = returnPathFrom(useLocation().search);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // Signs in and finds the next step (workspaces, data-protection document): one outcome for both.
  const signIn = useApiMutation(async ({ email, password }: LoginValues) => {
    // The steps after sign-in are chunks of their own: the workspace choice, where a signed-in
    // visitor without a pending document goes next (the host's guard sends them there at once), is
    // fetched with the sign-in call.
    const choice = preloadStep('/auth/workspaces');
    const response = await authApi.login({ email: email.trim(), password });
    const document = await pendingDocumentFor(response.email, response.token);
    useAuthStore.getState().loginSucceeded(response, document);
    const step = nextStepFor(document);
    // The button still spins while the step's page arrives, so it opens at once.
    await (step === '/auth/workspaces' ? choice : preloadStep(step));
    return step;
  });
  const { problem } = signIn;
  // Kept on after success: the button spins until the next page is on screen.
  const [leaving, setLeaving] = useState(false);
  const submitting = signIn.pending || leaving;
  const emailRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);

  // As antd's Form did: a field is checked again as it changes, all of them on submit.
  const change = (field: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: validateLoginField(field, value) }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    const outcome = await signIn.run(values);
    if (!outcome.ok) return;
    setLeaving(true);
    navigate(withReturnPath(outcome.data, wanted), { replace: true });
  };

  const message =
    problem && (problem.status === 401 || problem.status === 400 || problem.status === 422)
      ? t('login.failed')
      : undefined;

  return (
    // noValidate: the messages are the form's own, in the user's language.
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <FormField label={t('login.email')} error={errors.email && t(errors.email)}>
        {(control) => (
          <Input
            {...control}
            ref={emailRef}
            type="email"
            autoComplete="username"
            autoFocus
            inputMode="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            disabled={submitting}
          />
        )}
      </FormField>
      <FormField label={t('login.password')} error={errors.password && t(errors.password)}>
        {(control) => (
          <Input.Password
            {...control}
            ref={passwordRef}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            disabled={submitting}
          />
        )}
      </FormField>
      {problem ? (
        <div style={{ marginBottom: 24 }}>
          <ProblemAlert problem={problem} message={message} />
        </div>
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
        {/* The address typed so far goes along in the history state, never in the URL (logs, referrers). */}
        <Link to="/auth/forgot_password" state={{ email: values.email.trim() }}>
          {t('login.forgotPassword')}
        </Link>
      </div>
    </form>
  );
}

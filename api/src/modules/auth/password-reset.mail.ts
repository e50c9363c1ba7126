import type { AppSettings } from '../../app';
import type { UserRow } from '../../db/schema';

/** The reset link goes to the front end's reset page, which posts the token to auth/reset-password. */
export const resetLink = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/$/, '')}/auth/reset_password?token=${encodeURIComponent(token)}`;

export const sendPasswordResetMail = async (
  settings: AppSettings,
  user: Pick<UserRow, 'email' | 'name'>,
  token: string,
) => {
  const link = resetLink(settings.appUrl, token);
  const minutes = settings.resetTokenTtlMinutes;
  await settings.mailer.send({
    to: user.email,
    subject: 'Conexões — redefinição de senha / password reset',
    text: [
      `Olá, ${user.name}.`,
      '',
      `Para definir uma nova senha, abra o link abaixo (válido por ${minutes} minutos, uma única vez):`,
      link,
      '',
      `To choose a new password, open the link above (valid for ${minutes} minutes, once).`,
      'Se você não pediu a redefinição, ignore este e-mail. / If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  });
};

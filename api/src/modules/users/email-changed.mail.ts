import type { AppSettings } from '../../app';
import type { AppLocale } from '../../lib/locale';

/**
 * The notice to the address an account leaves behind when its e-mail changes: if the change was not
 * the owner's (a stolen session, an administrator's mistake), the old mailbox is where they hear of it
 * before a reset link sent to the new address takes the account. Users have no stored language, so,
 * as the other identity e-mails do, it says it in Portuguese and in English, after the language of
 * the screen the change was made from when that is another.
 */
type Words = {
  subject: string;
  hello: (name: string) => string;
  changed: (oldEmail: string) => string;
  byYou: string;
  byAdmin: (admin: string) => string;
  notYou: string;
  links: string;
};

const words: Record<AppLocale, Words> = {
  'pt-BR': {
    subject: 'e-mail da conta alterado',
    hello: (name) => `Olá, ${name}.`,
    changed: (old) => `O e-mail de acesso da sua conta no Conexões deixou de ser ${old}.`,
    byYou: 'A alteração foi feita na página Minha conta, com a sua senha.',
    byAdmin: (admin) => `A alteração foi feita por ${admin}, administrador(a) de usuários.`,
    notYou:
      'Se não foi você, avise agora o administrador do Conexões na sua empresa: ele pode restaurar o seu e-mail e enviar um link para você escolher uma nova senha.',
    links: 'Links de redefinição de senha enviados a este endereço não funcionam mais.',
  },
  en: {
    subject: 'account e-mail changed',
    hello: (name) => `Hello, ${name}.`,
    changed: (old) => `Your Conexões account no longer signs in with ${old}.`,
    byYou: 'The change was made on the My account page, with your password.',
    byAdmin: (admin) => `The change was made by ${admin}, a user administrator.`,
    notYou:
      "If it was not you, tell your company's Conexões administrator now: they can set your e-mail back and send you a link to choose a new password.",
    links: 'Password reset links sent to this address no longer work.',
  },
  es: {
    subject: 'correo de la cuenta cambiado',
    hello: (name) => `Hola, ${name}.`,
    changed: (old) => `Su cuenta de Conexões ya no inicia sesión con ${old}.`,
    byYou: 'El cambio se hizo en la página Mi cuenta, con su contraseña.',
    byAdmin: (admin) => `El cambio lo hizo ${admin}, administrador(a) de usuarios.`,
    notYou:
      'Si no fue usted, avise ahora al administrador de Conexões de su empresa: puede restablecer su correo y enviarle un enlace para elegir una nueva contraseña.',
    links: 'Los enlaces para restablecer la contraseña enviados a esta dirección ya no funcionan.',
  },
  de: {
    subject: 'E-Mail-Adresse des Kontos geändert',
    hello: (name) => `Hallo ${name},`,
    changed: (old) => `Ihr Conexões-Konto meldet sich nicht mehr mit ${old} an.`,
    byYou: 'Die Änderung wurde auf der Seite „Mein Konto“ mit Ihrem Passwort vorgenommen.',
    byAdmin: (admin) => `Die Änderung hat ${admin} als Benutzerverwaltung vorgenommen.`,
    notYou:
      'Wenn Sie das nicht waren, informieren Sie sofort die Conexões-Verwaltung Ihres Unternehmens: Sie kann Ihre Adresse zurücksetzen und Ihnen einen Link für ein neues Passwort senden.',
    links: 'An diese Adresse gesendete Links zum Zurücksetzen des Passworts funktionieren nicht mehr.',
  },
};

/** The screen's language, then Portuguese and English (each once). */
export const noticeLanguages = (screen: AppLocale): AppLocale[] => [
  ...new Set<AppLocale>([screen, 'pt-BR', 'en']),
];

export const sendEmailChangedMail = async (
  settings: Pick<AppSettings, 'mailer'>,
  change: {
    /** The account's name and the address it had. */
    name: string;
    oldEmail: string;
    /** Who changed it when not the owner (an administrator's name). */
    byAdmin?: string;
    screen: AppLocale;
  },
) => {
  const languages = noticeLanguages(change.screen);
  const paragraphs = languages.map((lang) => {
    const w = words[lang];
    return [
      w.hello(change.name),
      '',
      w.changed(change.oldEmail),
      change.byAdmin ? w.byAdmin(change.byAdmin) : w.byYou,
      w.notYou,
      w.links,
    ].join('\n');
  });
  await settings.mailer.send({
    to: change.oldEmail,
    subject: `Conexões — ${languages.map((lang) => words[lang].subject).join(' / ')}`,
    text: paragraphs.join('\n\n——\n\n'),
  });
};

// The platform's mails, in English, Simplified Chinese, or both (when the request named no
// language). Plain text plus a simple HTML version; user-supplied text is escaped in HTML.
import type { Locale } from '../graphql/locale';
import type { MailMessage } from './mailer';

export const APP_NAME = 'Frontend Forge';

/** the mail's language: one of the interface languages, or both when unknown */
export type MailLocale = Locale | 'both';

type Block = { text: string } | { link: string } | { code: string } | { quote: string };
interface Localized {
  subject: string;
  blocks: Block[];
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function textOf(blocks: Block[]): string {
  return blocks
    .map((b) => ('text' in b ? b.text : 'link' in b ? b.link : 'code' in b ? `    ${b.code}` : b.quote))
    .join('\n\n');
}

function htmlOf(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if ('text' in b) return `<p>${escapeHtml(b.text)}</p>`;
      if ('link' in b) return `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`;
      if ('code' in b)
        return `<p style="font-size:24px;font-weight:bold;letter-spacing:4px;font-family:monospace">${escapeHtml(b.code)}</p>`;
      return `<blockquote style="white-space:pre-wrap;border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(b.quote)}</blockquote>`;
    })
    .join('\n');
}

function compose(to: string, locale: MailLocale, en: Localized, zh: Localized): MailMessage {
  const parts = locale === 'en' ? [en] : locale === 'zhCN' ? [zh] : [en, zh];
  const subject = locale === 'en' ? en.subject : locale === 'zhCN' ? zh.subject : `${en.subject} / ${zh.subject}`;
  const footer = { en: `— ${APP_NAME}`, zh: `— ${APP_NAME}` };
  const text = parts.map((p) => textOf(p.blocks)).join('\n\n----------------------------------------\n\n');
  const html = parts.map((p) => `<div>${htmlOf(p.blocks)}</div>`).join('\n<hr>\n');
  return {
    to,
    subject: `[${APP_NAME}] ${subject}`,
    text: `${text}\n\n${footer.en}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html}<p style="color:#888">${escapeHtml(footer.en)}</p></body></html>`,
  };
}

export function passwordResetMail(to: string, locale: MailLocale, link: string): MailMessage {
  return compose(
    to,
    locale,
    {
      subject: 'Reset your password',
      blocks: [
        {
          text: 'Someone (hopefully you) asked to reset the password of your account. Open this link to choose a new one:',
        },
        { link },
        {
          text: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
        },
      ],
    },
    {
      subject: '重置密码',
      blocks: [
        { text: '有人（希望是您本人）申请重置您账户的密码。请打开下面的链接设置新密码：' },
        { link },
        { text: '该链接只能使用一次，1 小时后失效。如果不是您本人操作，请忽略此邮件，您的密码不会改变。' },
      ],
    },
  );
}

export function verificationCodeMail(
  to: string,
  locale: MailLocale,
  code: string,
  purpose: 'verify_email' | 'change_email',
): MailMessage {
  const enWhy =
    purpose === 'verify_email'
      ? 'Use this code to verify your email address:'
      : 'Use this code to confirm this new email address for your account:';
  const zhWhy =
    purpose === 'verify_email' ? '请使用以下验证码验证您的邮箱：' : '请使用以下验证码确认将此邮箱设为您账户的新邮箱：';
  return compose(
    to,
    locale,
    {
      subject: `Your verification code: ${code}`,
      blocks: [
        { text: enWhy },
        { code },
        { text: 'The code expires in 10 minutes. If you did not ask for it, ignore this mail.' },
      ],
    },
    {
      subject: `您的验证码：${code}`,
      blocks: [{ text: zhWhy }, { code }, { text: '验证码 10 分钟内有效。如果不是您本人操作，请忽略此邮件。' }],
    },
  );
}

export type SecurityEvent =
  'password_changed' | 'password_reset' | 'two_factor_on' | 'two_factor_off' | 'email_changed';

const SECURITY_TEXT: Record<SecurityEvent, { en: string; zh: string }> = {
  password_changed: {
    en: 'The password of your account was changed, and your other sessions were signed out.',
    zh: '您账户的密码已被修改，其他设备上的登录已退出。',
  },
  password_reset: {
    en: 'The password of your account was reset with an emailed link, and every session was signed out.',
    zh: '您账户的密码已通过邮件链接重置，所有设备上的登录均已退出。',
  },
  two_factor_on: {
    en: 'Two-factor authentication was turned on for your account.',
    zh: '您的账户已开启两步验证。',
  },
  two_factor_off: {
    en: 'Two-factor authentication was turned off for your account.',
    zh: '您的账户已关闭两步验证。',
  },
  email_changed: {
    en: 'The email address of your account was changed to another address. This address will no longer receive its mails.',
    zh: '您账户的邮箱已更换为其他地址，此邮箱将不再收到该账户的邮件。',
  },
};

export function securityNoticeMail(to: string, locale: MailLocale, event: SecurityEvent): MailMessage {
  const t = SECURITY_TEXT[event];
  return compose(
    to,
    locale,
    {
      subject: 'Security notice for your account',
      blocks: [{ text: t.en }, { text: 'If this was not you, reset your password at once and contact us.' }],
    },
    {
      subject: '账户安全提醒',
      blocks: [{ text: t.zh }, { text: '如果这不是您本人的操作，请立即重置密码并联系我们。' }],
    },
  );
}

/** The contact form's message, to the team; replying answers the sender. */
export function contactMail(to: string, input: { name: string; email: string; message: string }): MailMessage {
  const en: Localized = {
    subject: `Contact form: ${input.name}`,
    blocks: [{ text: `${input.name} <${input.email}> wrote:` }, { quote: input.message }],
  };
  return { ...compose(to, 'en', en, en), replyTo: input.email };
}

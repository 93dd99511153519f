import fs from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES } from '@pretoire/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { PRIVATE_FILE, privateDir } from './data-dir';
import { AppError } from './errors';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Logged in file mode so a developer without SMTP can still sign up; never logged otherwise. */
  code?: string;
  /** Extra headers (List-Unsubscribe of the outbox's mails). */
  headers?: Record<string, string>;
}

/** A send failure; responseCode is the SMTP server's answer when it gave one (5xx: refused for good). */
export type MailError = AppError & { responseCode?: number };

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise .eml files under DATA_DIR/mail and a log line. */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        try {
          await transport.sendMail({
            from: opts.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            headers: mail.headers,
          });
        } catch (err) {
          const responseCode = (err as { responseCode?: number }).responseCode;
          opts.log.error({ err: { message: (err as Error).message, responseCode } }, 'mail send failed');
          throw Object.assign(new AppError(503, SERVER_MESSAGES.mailFailed), { responseCode });
        }
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  fs.mkdirSync(dir, privateDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE });
      opts.log.info({ to: mail.to, file, code: mail.code }, `mail written (no SMTP_URL)${mail.code ? `: code ${mail.code}` : ''}`);
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain, readable French mail in text and HTML. */
export function renderMail(p: { title: string; lines: string[]; code?: string; footer?: string }) {
  const footer = p.footer ?? 'Si vous n\u2019êtes pas à l\u2019origine de cette demande, ignorez ce message.';
  const text = [
    p.title,
    '',
    ...p.lines,
    ...(p.code ? ['', `Code : ${p.code}`, 'Ce code est valable 10 minutes.'] : []),
    '',
    footer,
    '',
    '— Prétoire',
  ].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:Georgia,serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#1e3a5f">${escapeHtml(p.title)}</h1>
${p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${p.code ? `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;font-family:monospace">${escapeHtml(p.code)}</p><p>Ce code est valable 10 minutes.</p>` : ''}
<p style="color:#6b7280;font-size:13px">${escapeHtml(footer)}</p><p>— Prétoire</p></body></html>`;
  return { text, html };
}

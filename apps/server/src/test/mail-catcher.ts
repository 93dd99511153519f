import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name (List-Unsubscribe…). */
  headers: Record<string, string>;
}

/**
 * A real SMTP server that keeps what it receives, for tests to read codes from. On a random port unless `port`
 * is given (to bring a stopped catcher back on the address the servers know).
 */
export async function startMailCatcher(port = 0) {
  const inbox: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  let failNext = 0;
  let failCode = 450;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_addr, _session, cb) {
      if (failNext > 0) {
        failNext--;
        return cb(Object.assign(new Error('Mailbox unavailable (test)'), { responseCode: failCode }));
      }
      cb();
    },
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((m: ParsedMail) => {
          const to = Array.isArray(m.to) ? m.to[0]?.text : m.to?.text;
          inbox.push({
            to: (to ?? '').toLowerCase(),
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
            headers: Object.fromEntries(m.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])),
          });
          for (const w of waiters.splice(0)) w();
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;

  async function waitFor(pred: (m: CaughtMail) => boolean, timeoutMs = 5_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...inbox].reverse().find(pred);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching mail received');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    inbox,
    /** Refuse the next n recipients, to test a failing SMTP server (4xx: try later; 5xx: refused for good). */
    failNext: (n = 1, responseCode = 450) => {
      failNext = n;
      failCode = responseCode;
    },
    waitFor,
    /** The 6-digit code of the newest code mail to this address (after `after` mails); sign-in alerts carry none. */
    async codeFor(email: string, after = 0): Promise<string> {
      const mail = await waitFor((m) => m.to.includes(email.toLowerCase()) && inbox.indexOf(m) >= after && /Code : \d{6}/.test(m.text));
      const match = /Code : (\d{6})/.exec(mail.text);
      if (!match) throw new Error(`no code in mail: ${mail.text}`);
      return match[1];
    },
    count: () => inbox.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

// The embedded mail catcher of `npm start`: an SMTP server (smtp-server) that accepts every
// message, keeps it as an .eml file in its folder (under .data/, so it survives restarts), and a
// page of its own listing what arrived. It stands in for a mail server the way the Auth emulator
// stands in for Firebase; the API refuses it in production (MAIL_CATCHER).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface MailCatcherOptions {
  /** Where messages are kept (one .eml file each). */
  dir: string;
  /** 0 (default) picks a free port. */
  smtpPort?: number;
  uiPort?: number;
}

export interface CaughtMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  /** The text/plain body, decoded. */
  text: string;
  /** Header values by lower-case name (the last one wins). */
  headers: Record<string, string>;
  raw: string;
}

export interface MailCatcher {
  smtpPort: number;
  uiPort: number;
  /** Newest first. */
  messages(): CaughtMail[];
  stop(): Promise<void>;
}

/** Largest message accepted (the API's e-mails are a few kB). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;
const HOST = '127.0.0.1';

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  mkdirSync(options.dir, { recursive: true });
  let sequence = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make, nothing leaves the machine.
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'CarMarket mail catcher (development only)',
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        // Time first, so a listing of the folder sorts by arrival.
        const id = `${Date.now().toString().padStart(15, '0')}-${process.pid}-${(sequence++).toString().padStart(6, '0')}`;
        writeFileSync(join(options.dir, `${id}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const messages = () => readMessages(options.dir);
  const ui = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher');
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, {
        'Content-Type': type,
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      response.end(body);
    };
    if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', listPage(messages()));
    if (url.pathname === '/messages.json')
      return send(200, 'application/json', JSON.stringify(messages().map(({ raw: _raw, ...rest }) => rest)));
    const one = /^\/messages\/([\w-]+)(\.eml)?$/.exec(url.pathname);
    const found = one && messages().find((m) => m.id === one[1]);
    if (found && one?.[2]) return send(200, 'text/plain; charset=utf-8', found.raw);
    if (found) return send(200, 'text/html; charset=utf-8', messagePage(found));
    send(404, 'text/plain; charset=utf-8', 'Not found');
  });

  await new Promise<void>((done, fail) => {
    smtp.once('error', fail);
    smtp.listen(options.smtpPort ?? 0, HOST, () => done());
  });
  await new Promise<void>((done, fail) => {
    ui.once('error', fail);
    ui.listen(options.uiPort ?? 0, HOST, () => done());
  });
  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    uiPort: (ui.address() as AddressInfo).port,
    messages,
    stop: async () => {
      await new Promise<void>((done) => smtp.close(() => done()));
      ui.closeAllConnections();
      await new Promise<void>((done) => ui.close(() => done()));
    },
  };
}

function readMessages(dir: string): CaughtMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) => parseMail(name.slice(0, -'.eml'.length), readFileSync(join(dir, name), 'utf8')));
}

/** Just enough MIME for a catcher: headers (encoded words decoded) and the text/plain part. */
export function parseMail(id: string, raw: string): CaughtMail {
  const { headers, body } = splitMessage(raw);
  return {
    id,
    from: headers.from ?? '',
    to: headers.to ?? '',
    subject: headers.subject ?? '',
    date: headers.date ?? '',
    text: textPart(headers, body),
    headers,
    raw,
  };
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalized.slice(end + 2) };
}

function textPart(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      const parsed = splitMessage(part.replace(/^\n/, ''));
      const text = textPart(parsed.headers, parsed.body);
      if (text) return text;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  return decodeBody(body, headers['content-transfer-encoding'] ?? '7bit').trimEnd();
}

function decodeBody(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=\s*(?==\?)?/gi,
    (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>
</head><body>${body}</body></html>`;
}

function listPage(messages: CaughtMail[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to)}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'CarMarket mail catcher',
    `<h1>Mail catcher</h1><p>E-mail the API sent while running on this machine (nothing was delivered). ${messages.length} message(s); newest first.</p>
<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function messagePage(m: CaughtMail): string {
  return page(
    m.subject,
    `<p><a href="/">All messages</a> · <a href="/messages/${m.id}.eml">Source</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<p>From: ${escapeHtml(m.from)}<br>To: ${escapeHtml(m.to)}<br>Date: ${escapeHtml(m.date)}</p><pre>${escapeHtml(m.text)}</pre>`,
  );
}

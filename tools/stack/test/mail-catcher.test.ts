// The mail catcher speaks real SMTP (a hand-written client here, no mail library), keeps each
// message as a file, and lists them on its page with every piece of mail text escaped.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher, type MailCatcher } from '../src/mail-catcher';

let dir: string;
let catcher: MailCatcher;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mail-catcher-test-'));
  catcher = await startMailCatcher({ dir });
});
afterAll(async () => {
  await catcher.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** One SMTP session: each command waits for the server's reply first. */
function sendRaw(port: number, from: string, to: string, message: string): Promise<string[]> {
  const commands = [
    'EHLO test',
    `MAIL FROM:<${from}>`,
    `RCPT TO:<${to}>`,
    'DATA',
    `${message.replace(/\n/g, '\r\n')}\r\n.`,
    'QUIT',
  ];
  return new Promise((done, fail) => {
    const replies: string[] = [];
    const socket = connect(port, '127.0.0.1');
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      // A reply is complete at a line "NNN text" (not "NNN-text").
      while (/^\d{3} .*\r\n/m.test(buffer)) {
        const end = buffer.search(/^\d{3} .*\r\n/m);
        const line = buffer.slice(end).split('\r\n')[0];
        buffer = buffer.slice(end + line.length + 2);
        replies.push(line);
        const next = commands.shift();
        if (next === undefined) socket.end();
        else socket.write(`${next}\r\n`);
      }
    });
    socket.on('error', fail);
    socket.on('close', () => done(replies));
  });
}

it('keeps what arrives over SMTP and shows it on its page, newest first, as text', async () => {
  const message = [
    'From: CarMarket <no-reply@carmarket.test>',
    'To: ann@example.test',
    'Subject: =?UTF-8?Q?Caf=C3=A9_<script>alert(1)</script>?=',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Hello =E2=80=94 <b>not bold</b>',
  ].join('\n');
  const replies = await sendRaw(catcher.smtpPort, 'no-reply@carmarket.test', 'ann@example.test', message);
  expect(replies.find((r) => r.startsWith('250') && /queued|accepted|OK/i.test(r))).toBeDefined();
  await sendRaw(
    catcher.smtpPort,
    'no-reply@carmarket.test',
    'bob@example.test',
    'To: bob@example.test\nSubject: second\n\nbody',
  );

  expect(readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
  const [newest, first] = catcher.messages();
  expect(newest.subject).toBe('second');
  expect(first).toMatchObject({
    to: 'ann@example.test',
    subject: 'Café <script>alert(1)</script>',
    text: 'Hello — <b>not bold</b>',
  });

  const list = await (await fetch(`http://127.0.0.1:${catcher.uiPort}/`)).text();
  expect(list).toContain('Café &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(list).not.toContain('<script>');
  const page = await (await fetch(`http://127.0.0.1:${catcher.uiPort}/messages/${first.id}`)).text();
  expect(page).toContain('Hello — &lt;b&gt;not bold&lt;/b&gt;');
  const json = (await (await fetch(`http://127.0.0.1:${catcher.uiPort}/messages.json`)).json()) as { to: string }[];
  expect(json.map((m) => m.to)).toEqual(['bob@example.test', 'ann@example.test']);
  expect((await fetch(`http://127.0.0.1:${catcher.uiPort}/messages/nope`)).status).toBe(404);
});

it('keeps the mail across a restart (the files are the store)', async () => {
  const again = await startMailCatcher({ dir });
  try {
    expect(again.messages()).toHaveLength(2);
  } finally {
    await again.stop();
  }
});

import net from 'node:net';
import { MESSAGES } from '@packsmith/core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { withTimeouts } from './smtp.ts';

interface Received {
  user: unknown;
  from: string | false;
  to: string[];
  headers: Record<string, string>;
  body: string;
}

/** Splits a raw message into unfolded headers and a body with quoted-printable undone. */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw
    .slice(split + 4)
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { headers, body };
}

/** A real SMTP server that insists on AUTH (user "mailer", password "s3cr@t") and refuses @reject.test. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cr@t')
        return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@reject.test')) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          user: session.user,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : false,
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: `smtp://mailer:s3cr%40t@127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const requestCode = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/code/request', payload: { email } });

/** The answer a mail failure must give: the generic 500 envelope, with nothing about the SMTP server. */
function expectCleanFailure(res: Awaited<ReturnType<typeof requestCode>>) {
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({
    message: MESSAGES.generic.internal,
    error: { code: 'internal', message: MESSAGES.generic.internal },
  });
}

describe('SMTP mailer against a real SMTP server', () => {
  it('bounds every wait by default, letting the URL override each one', () => {
    const url = new URL(withTimeouts('smtp://mailer:s3cr%40t@mail.example.com:587?greetingTimeout=5000'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      greetingTimeout: '5000',
      connectionTimeout: '10000',
      socketTimeout: '30000',
    });
    expect(url.password).toBe('s3cr%40t');
  });

  it('is chosen from SMTP_URL and delivers the sign-in code with authentication', async () => {
    expect(t.deps.mailer.name).toBe('smtp');
    const res = await requestCode(t, 'Reader@Example.com');
    expect(res.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ user: 'mailer', from: 'hello@packsmith.app', to: ['reader@example.com'] });
    expect(mail.headers.to).toBe('reader@example.com');
    expect(mail.headers.from).toBe('Packsmith <hello@packsmith.app>');
    const code = mail.headers.subject.match(/^(\d{6}) is your Packsmith sign-in code$/)?.[1];
    expect(code).toBeDefined();
    expect(mail.body).toContain(`Your Packsmith sign-in code is ${code}`);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);

    // The mailed code is the one the app accepts.
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/code/verify',
      payload: { email: 'reader@example.com', code },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('answers a clean 500 when the server refuses the recipient', async () => {
    expectCleanFailure(await requestCode(t, 'nobody@reject.test'));
    await expect(t.deps.mailer.send({ to: 'x@reject.test', subject: 's', text: 't' })).rejects.toMatchObject({
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(smtp.received.some((m) => m.to.includes('nobody@reject.test'))).toBe(false);
  });

  it('answers a clean 500 when the server refuses the credentials', async () => {
    const wrong = await createTestApp({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtp.port}` });
    try {
      expectCleanFailure(await requestCode(wrong, 'someone@example.com'));
      await expect(
        wrong.deps.mailer.send({ to: 'x@example.com', subject: 's', text: 't' }),
      ).rejects.toMatchObject({
        code: 'EAUTH',
        responseCode: 535,
      });
    } finally {
      await wrong.close();
    }
  });

  it('gives up on a server that never greets instead of hanging, and on one that is not there', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    const silentPort = await freePort();
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    const closedPort = await freePort();
    const mute = await createTestApp({
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${silentPort}?greetingTimeout=300`,
    });
    const gone = await createTestApp({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${closedPort}` });
    try {
      const started = Date.now();
      expectCleanFailure(await requestCode(mute, 'someone@example.com'));
      expect(Date.now() - started).toBeLessThan(3_000);
      await expect(
        mute.deps.mailer.send({ to: 'x@example.com', subject: 's', text: 't' }),
      ).rejects.toMatchObject({
        code: 'ETIMEDOUT',
      });
      expectCleanFailure(await requestCode(gone, 'someone@example.com'));
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await mute.close();
      await gone.close();
    }
  });
});

// The request line is serialised by hand for speed: it must be the line pino itself writes.
import pino from 'pino';
import { Writable } from 'node:stream';
import { requestLine, type RequestLogFields } from './request-log';

it("writes exactly pino's own line for a request, escaping what a client sent", () => {
  const written: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({ write: (chunk, _encoding, done) => (written.push(String(chunk)), done()) }),
  );
  const fields: RequestLogFields = {
    req: {
      id: 'trace-1',
      method: 'GET',
      url: '/search?q="quoted"\\back\u2028slash',
      remoteAddress: '::ffff:203.0.113.9',
    },
    res: { statusCode: 404 },
    responseTime: 3,
  };
  logger.warn(fields, 'request completed');
  const ours = JSON.parse(requestLine(logger, 'warn', fields));
  const pinos = JSON.parse(written[0]);
  expect(ours.time).toBeGreaterThanOrEqual(pinos.time);
  expect({ ...ours, time: 0 }).toEqual({ ...pinos, time: 0 });
  expect(Object.keys(ours)).toEqual(Object.keys(pinos));
});

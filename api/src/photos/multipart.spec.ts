// readMultipart behind the real @fastify/multipart plugin with the API's limits.
import { HttpException } from '@nestjs/common';
import Fastify, { type FastifyInstance } from 'fastify';
import request from 'supertest';
import { multipartUploads, readMultipart } from './multipart';

describe('readMultipart', () => {
  let server: FastifyInstance;

  beforeAll(async () => {
    server = Fastify();
    await server.register(...multipartUploads);
    server.setErrorHandler((error, _request, reply) => {
      const status = error instanceof HttpException ? error.getStatus() : 500;
      void reply.status(status).send({ status, message: (error as Error).message });
    });
    server.post('/upload', async (req) => {
      const { fields, files } = await readMultipart(req);
      return { fields, files: files.map((f) => ({ filename: f.filename, mimetype: f.mimetype, size: f.data.length })) };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const upload = () => request(server.server).post('/upload');
  const MB = 1024 * 1024;

  it('returns the text fields and the photos, in order', async () => {
    const res = await upload()
      .field('name', 'Model 3')
      .field('sale_price', '40')
      .attach('photos', Buffer.from('first'), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .attach('photos', Buffer.alloc(MB), { filename: 'b.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body).toEqual({
      fields: { name: 'Model 3', sale_price: '40' },
      files: [
        { filename: 'a.jpg', mimetype: 'image/jpeg', size: 5 },
        { filename: 'b.png', mimetype: 'image/png', size: MB },
      ],
    });
  });

  it('takes a file of exactly 10 MB', async () => {
    await upload()
      .attach('photos', Buffer.alloc(10 * MB), 'ten.jpg')
      .expect(200);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const res = await upload().attach('photos', Buffer.alloc(10 * MB + 1), 'big.jpg');
    expect(res.body).toEqual({ status: 413, message: 'Each photo must be at most 10 MB' });
  });

  it('refuses an 11th photo with 400', async () => {
    let call = upload();
    for (let i = 1; i <= 11; i++) call = call.attach('photos', Buffer.from(`photo ${i}`), `p${i}.jpg`);
    const res = await call;
    expect(res.body).toEqual({ status: 400, message: 'At most 10 photos per listing' });
  });

  it('refuses files in another field, and a body that is not multipart', async () => {
    expect((await upload().attach('image', Buffer.from('x'), 'x.jpg')).body).toEqual({
      status: 400,
      message: 'Files go in the "photos" field',
    });
    expect((await upload().send({ name: 'x' })).body).toEqual({
      status: 415,
      message: 'Send the form as multipart/form-data',
    });
  });
});

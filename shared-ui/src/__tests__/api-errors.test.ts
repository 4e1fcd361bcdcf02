/** @jest-environment node */
// How a failed call's messages reach the fields of a form, and where API-served images load from.
import { api, assetUrl } from '../api/client';
import { ApiError, fieldMessages } from '../api/errors';
import { setRuntimeConfig } from '../config/runtime-config';
import { sendJson, startServer } from '../../test/http-server';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;

const IMAGE_MESSAGE = 'image must be an http(s) URL or a /static/... image served by this API';

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/add_product')
      return sendJson(res, 400, {
        statusCode: 400,
        error: 'Bad Request',
        message: ['sale_price must be a positive number', IMAGE_MESSAGE, 'property seller should not exist'],
      });
    sendJson(res, 409, { statusCode: 409, error: 'Conflict', message: 'A booked car cannot be advertised' });
  });
  setRuntimeConfig({
    apiUrl: `${server.url}/`,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());

const FIELDS = ['name', 'image', 'sale_price', 'original_price'] as const;

it("keeps each of the API's messages apart, even one with '. ' inside", async () => {
  const err = (await api.post('/add_product', {}).catch((e: unknown) => e)) as ApiError;
  expect(err.messages).toEqual([
    'sale_price must be a positive number',
    IMAGE_MESSAGE,
    'property seller should not exist',
  ]);
});

it('attributes each message to the field it starts with, and keeps the rest apart', async () => {
  const err = (await api.post('/add_product', {}).catch((e: unknown) => e)) as ApiError;
  expect(fieldMessages(err, FIELDS)).toEqual({
    byField: { sale_price: 'sale_price must be a positive number', image: IMAGE_MESSAGE },
    other: ['property seller should not exist'],
  });
});

it("prefers the API's own field errors and shows the first message of each field", () => {
  const err = new ApiError(400, 'x', { name: ['name should not be empty', 'name must be a string'] }, [
    'name should not be empty',
    'name must be a string',
    'original_price must not be greater than 1000000',
  ]);
  expect(fieldMessages(err, FIELDS)).toEqual({
    byField: { name: 'name should not be empty', original_price: 'original_price must not be greater than 1000000' },
    other: [],
  });
});

it('leaves a single non-field message for a toast', async () => {
  const err = (await api.put('/update/1').catch((e: unknown) => e)) as ApiError;
  expect(fieldMessages(err, FIELDS)).toEqual({ byField: {}, other: ['A booked car cannot be advertised'] });
});

it("loads the API's own images from the API's host and other images from where they are", () => {
  expect(assetUrl('/static/cars/sedan-red.svg')).toBe(`${server.url}/static/cars/sedan-red.svg`);
  expect(assetUrl('https://images.example.com/car.png')).toBe('https://images.example.com/car.png');
  expect(assetUrl('//cdn.example.com/car.png')).toBe('//cdn.example.com/car.png');
});

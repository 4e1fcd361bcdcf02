import { apiClient, type BookingBody } from '@carmarket/shared-ui';

/** POST /orders: books the car; the server takes the price and the buyer from its own records. */
export const bookCar = (body: BookingBody) => apiClient.post('/orders', { body });

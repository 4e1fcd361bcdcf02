import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiContent } from '@carmarket/shared-ui/widgets';
import { ApiError } from '../api/errors';
import { renderThemed } from './render';

const EMPTY = { title: 'NO PRODUCTS FOUND' };
const show = (data: string[] | undefined, error?: ApiError, mutate = jest.fn()) =>
  renderThemed(
    <ApiContent result={{ data, error, mutate }} loading={<p>loading…</p>} empty={EMPTY}>
      {(cars) => (
        <ul>
          {cars.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
    </ApiContent>,
  );

it('shows the loading placeholder until the first answer', () => {
  show(undefined);
  expect(screen.getByText('loading…')).toBeInTheDocument();
});

it('offers a retry when the first load failed', async () => {
  const mutate = jest.fn();
  show(undefined, new ApiError(503, 'Service unavailable'), mutate);
  expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(mutate).toHaveBeenCalledTimes(1);
});

it('says so when the list is empty', () => {
  show([]);
  expect(screen.getByText('NO PRODUCTS FOUND')).toBeInTheDocument();
});

it('keeps showing data it has when a refetch fails', () => {
  show(['Model 3'], new ApiError(0, 'Could not reach the server'));
  expect(screen.getByRole('listitem')).toHaveTextContent('Model 3');
  expect(screen.queryByRole('alert')).toBeNull();
});

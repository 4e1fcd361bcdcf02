import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../test/memory-router';
import { Button, ButtonLink } from '../ui/Button';
import { Field, Input, Select, Table } from '@carmarket/shared-ui/widgets';
import { ErrorState } from '../ui/states';
import { renderThemed } from './render';

describe('Button', () => {
  it('runs its action when clicked', async () => {
    const onClick = jest.fn();
    renderThemed(<Button onClick={onClick}>Book Now</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, is marked busy and ignores clicks', async () => {
    const onClick = jest.fn();
    renderThemed(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull(); // the spinner
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled ignores clicks and is a plain button by default (never submits a form by accident)', async () => {
    const onClick = jest.fn();
    renderThemed(
      <Button disabled onClick={onClick}>
        BOOKED
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'BOOKED' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('is a link to its path that navigates in the app when clicked', async () => {
    renderThemed(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route
            path="/dashboard"
            element={
              <ButtonLink to="/dashboard/payment/42" size="sm">
                Pay
              </ButtonLink>
            }
          />
          <Route path="/dashboard/payment/42" element={<p>payment screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Pay' });
    expect(link).toHaveAttribute('href', '/dashboard/payment/42');
    await userEvent.click(link);
    expect(screen.getByText('payment screen')).toBeInTheDocument();
  });
});

describe('Field', () => {
  it('labels its control and announces hint and error with it', () => {
    renderThemed(
      <Field label="Phone" hint="Like 123-456-7890" error="Phone is required">
        <Input name="phone" />
      </Field>,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Like 123-456-7890 Phone is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Phone is required');
  });

  it('without an error the control is valid and only the hint describes it', () => {
    renderThemed(
      <Field label="Role" hint="Sellers can list cars">
        <Select defaultValue="User">
          <option>User</option>
          <option>Seller</option>
        </Select>
      </Field>,
    );
    const select = screen.getByLabelText('Role');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).toHaveAccessibleDescription('Sellers can list cars');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives two fields with the same label distinct ids', () => {
    renderThemed(
      <>
        <Field label="Name">
          <Input />
        </Field>
        <Field label="Name">
          <Input />
        </Field>
      </>,
    );
    const [a, b] = screen.getAllByLabelText('Name');
    expect(a.id).not.toEqual(b.id);
  });
});

describe('ErrorState', () => {
  it('offers a Retry that calls back', async () => {
    const onRetry = jest.fn();
    renderThemed(<ErrorState message="The server did not answer" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Table', () => {
  it('renders a header per column and labels each cell with its column for stacked phone rows', () => {
    const rows = [{ id: 'a', seller: 'Ann', price: 12 }];
    renderThemed(
      <Table
        caption="My Orders"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { header: 'Seller', cell: (r) => r.seller },
          { header: 'Price', cell: (r) => `${r.price}k$`, align: 'right' },
        ]}
      />,
    );
    expect(screen.getByRole('table', { name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Seller', 'Price']);
    expect(screen.getByRole('cell', { name: '12k$' })).toHaveAttribute('data-label', 'Price');
  });
});

import { theme, ThemeProvider } from '@carmarket/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaymentCalculator from './PaymentCalculator';

const result = () =>
  screen.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

function renderCalculator(price: number) {
  render(
    <ThemeProvider theme={theme}>
      <PaymentCalculator price={price} />
    </ThemeProvider>,
  );
}

it('starts at the default terms: $30,000 with $3,000 down at 7.9 % over 60 months is $546.17 a month', () => {
  renderCalculator(30000);
  expect(screen.getByLabelText('Price')).toHaveValue('$30,000');
  expect(screen.getByLabelText('Down payment ($)')).toHaveValue(3000);
  expect(screen.getByLabelText('APR (%)')).toHaveValue(7.9);
  expect(screen.getByLabelText('Term: 60 months')).toHaveValue('60');
  expect(result()).toEqual(['Monthly payment: $546.17', 'Amount financed: $27,000', 'Total interest: $5,770.28']);
  expect(screen.getByText(/An estimate, not an offer of credit/)).toBeInTheDocument();
});

it('splits the amount evenly at 0 % APR and takes a term of 24 to 84 months', async () => {
  renderCalculator(12000);
  await userEvent.clear(screen.getByLabelText('Down payment ($)'));
  await userEvent.type(screen.getByLabelText('Down payment ($)'), '0');
  await userEvent.clear(screen.getByLabelText('APR (%)'));
  await userEvent.type(screen.getByLabelText('APR (%)'), '0');
  const term = screen.getByLabelText('Term: 60 months');
  expect(term).toHaveAttribute('min', '24');
  expect(term).toHaveAttribute('max', '84');
  expect(result()).toEqual(['Monthly payment: $200.00', 'Amount financed: $12,000', 'Total interest: $0.00']);
});

it('says what is wrong with a down payment above the price or an APR out of range, and shows no figure', async () => {
  renderCalculator(9000);
  await userEvent.clear(screen.getByLabelText('Down payment ($)'));
  await userEvent.type(screen.getByLabelText('Down payment ($)'), '9500');
  expect(screen.getByRole('alert')).toHaveTextContent('From $0 to $9,000.');
  expect(screen.queryByText('Monthly payment')).not.toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Down payment ($)'));
  await userEvent.type(screen.getByLabelText('Down payment ($)'), '900');
  await userEvent.clear(screen.getByLabelText('APR (%)'));
  await userEvent.type(screen.getByLabelText('APR (%)'), '50');
  expect(screen.getByRole('alert')).toHaveTextContent('From 0 to 36.');
  expect(screen.queryByText('Monthly payment')).not.toBeInTheDocument();
});

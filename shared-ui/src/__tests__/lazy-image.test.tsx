import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '@carmarket/shared-ui/widgets';
import { LazyImage } from '../ui/LazyImage';
import { renderThemed } from './render';

describe('LazyImage', () => {
  it('loads lazily by default and at once when eager', () => {
    renderThemed(
      <>
        <LazyImage src="/a.svg" alt="Red Model 3" />
        <LazyImage src="/b.svg" alt="Hero car" eager />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Red Model 3' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Hero car' })).toHaveAttribute('loading', 'eager');
  });

  it("asks for the page's main image first: at once and with high fetch priority", () => {
    renderThemed(
      <>
        <LazyImage src="/a.svg" alt="First car" priority />
        <LazyImage src="/b.svg" alt="Other car" eager />
      </>,
    );
    expect(screen.getByRole('img', { name: 'First car' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'First car' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Other car' })).not.toHaveAttribute('fetchpriority');
  });

  it('keeps its box and alt text instead of a broken image when loading fails', () => {
    const { container } = renderThemed(<LazyImage src="/missing.svg" alt="Red Model 3" />);
    fireEvent.error(screen.getByRole('img', { name: 'Red Model 3' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Red Model 3' })).toBeInTheDocument(); // the grey box
  });
});

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    const onChange = jest.fn();
    renderThemed(<Checkbox label="Available only" onChange={(e) => onChange(e.target.checked)} />);
    await userEvent.click(screen.getByText('Available only'));
    expect(screen.getByRole('checkbox', { name: 'Available only' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

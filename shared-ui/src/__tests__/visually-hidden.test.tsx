import { screen } from '@testing-library/react';
import { VisuallyHidden } from '../ui/typography';
import { renderThemed } from './render';

it('keeps text for screen readers while taking no visible space', () => {
  renderThemed(
    <p>
      <VisuallyHidden>Sale price </VisuallyHidden>34.5 k$
    </p>,
  );
  expect(screen.getByText('Sale price', { exact: false }).closest('p')).toHaveTextContent('Sale price 34.5 k$');
  expect(screen.getByText('Sale price')).toHaveStyle({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
  });
});

// shared-ui's styling API (styled-components) as the apps use it: theme, $-props, extension, `as`.
import { render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { createGlobalStyle, css, keyframes, styled, ThemeProvider } from '../theme/styling';
import { theme, type Theme } from '../theme/theme';

it('styles an element from its template, with the theme and the props', () => {
  const Box = styled.div<{ $wide?: boolean }>`
    color: ${({ theme: t }) => t.colors.primary};
    width: ${({ $wide }) => ($wide ? '300px' : '100px')};
  `;
  render(
    <ThemeProvider theme={theme}>
      <Box $wide>wide</Box>
    </ThemeProvider>,
  );
  expect(screen.getByText('wide')).toHaveStyle({ color: theme.colors.primary, width: '300px' });
});

it('never passes $-props to the DOM or to a wrapped component, and keeps the others', () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Plain = styled.p<{ $tone: string }>`
    color: ${({ $tone }) => $tone};
  `;
  const Label = (props: ComponentProps<'a'>) => (
    <a href="/x" data-received={Object.keys(props).sort().join(' ')} {...props} />
  );
  const Linked = styled(Label)<{ $tone: string }>`
    color: ${({ $tone }) => $tone};
  `;
  render(
    <>
      <Plain $tone="red" data-testid="plain" title="kept">
        text
      </Plain>
      <Linked $tone="blue" title="kept too">
        link
      </Linked>
    </>,
  );
  const plain = screen.getByTestId('plain');
  expect(plain).toHaveAttribute('title', 'kept');
  expect(plain).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  const link = screen.getByRole('link', { name: 'link' });
  expect(link).toHaveAttribute('data-received', 'children className title');
  expect(link).toHaveStyle({ color: 'rgb(0, 0, 255)' });
  // React warns about an attribute named `$tone` on a DOM element: none reached one.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('lets an extension override the rules of the component it extends', () => {
  const Base = styled.span`
    color: red;
    font-weight: 700;
  `;
  const Extended = styled(Base)`
    color: green;
  `;
  render(
    <>
      <Extended>extended</Extended>
      <Base>base</Base>
    </>,
  );
  expect(screen.getByText('extended')).toHaveStyle({ color: 'rgb(0, 128, 0)', fontWeight: '700' });
  expect(screen.getByText('base')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
});

it('renders another element with `as`, keeping the styles', () => {
  const Title = styled.span`
    letter-spacing: 2px;
  `;
  render(<Title as="h2">heading</Title>);
  expect(screen.getByRole('heading', { name: 'heading' })).toHaveStyle({ letterSpacing: '2px' });
});

it('resolves css`` fragments and keyframes names inside a template', () => {
  const spin = keyframes`from { opacity: 0 } to { opacity: 1 }`;
  const loud = css<{ $size: number }>`
    font-size: ${({ $size }) => `${$size}px`};
  `;
  const Text = styled.em<{ $size: number }>`
    ${loud}
    animation: ${spin} 1s linear;
  `;
  render(<Text $size={22}>loud</Text>);
  expect(screen.getByText('loud')).toHaveStyle({ fontSize: '22px', animation: `${spin.getName()} 1s linear` });
});

it('applies global rules while rendered, from the theme it is given', () => {
  const Global = createGlobalStyle`body { color: ${({ theme: t }) => t.colors.danger} }`;
  render(
    <ThemeProvider theme={{ ...theme, colors: { ...theme.colors, danger: 'rgb(1, 2, 3)' } } as unknown as Theme}>
      <Global />
    </ThemeProvider>,
  );
  expect(document.body).toHaveStyle({ color: 'rgb(1, 2, 3)' });
});

it('has a new element’s rules in the page when its layout effects run', () => {
  const Wide = styled.div`
    width: 321px;
  `;
  let measured = '';
  function Measured() {
    const ref = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      measured = getComputedStyle(ref.current!).width;
    }, []);
    return <Wide ref={ref}>measured</Wide>;
  }
  render(<Measured />);
  expect(measured).toBe('321px');
});

it('lets an extension win over the component it extends when that one first shows up later', () => {
  const First = styled.b`
    font-style: italic;
  `;
  render(<First>first</First>);
  const Base = styled.span`
    color: rgb(200, 0, 0);
    text-decoration: underline;
  `;
  const Extended = styled(Base)`
    color: rgb(0, 100, 0);
  `;
  render(<Extended>later extended</Extended>);
  expect(screen.getByText('later extended')).toHaveStyle({ color: 'rgb(0, 100, 0)', textDecoration: 'underline' });
  expect(screen.getByText('first')).toHaveStyle({ fontStyle: 'italic' });
});

import { setRuntimeConfig, theme, ThemeProvider } from '@carmarket/shared-ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery, galleryPhotos } from './Gallery';

const photo = (id: string) => ({
  id,
  width: 1600,
  height: 1000,
  src: `/photos/${id}/800.webp`,
  srcset: `/photos/${id}/320.webp 320w, /photos/${id}/800.webp 800w, /photos/${id}/1600.webp 1600w`,
});
const PHOTOS = [photo('p1'), photo('p2'), photo('p3')];

beforeAll(() =>
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  }),
);

function renderGallery(photos = galleryPhotos(PHOTOS, '/static/cars/sedan-red.svg')) {
  render(
    <ThemeProvider theme={theme}>
      <Gallery photos={photos} label="Tesla Model 3" />
    </ThemeProvider>,
  );
  return screen.getByRole('region', { name: 'Photos of Tesla Model 3' });
}
const large = () => screen.getByRole('img', { name: /^Tesla Model 3/ });
const counter = () => screen.getByText(/^Photo \d of \d$/);

it('shows the first photo large, sized and asked for first, with srcset on the API and a counter', () => {
  renderGallery();
  const img = large();
  expect(img).toHaveAccessibleName('Tesla Model 3, photo 1');
  expect(img).toHaveAttribute('src', 'http://api.test/photos/p1/800.webp');
  expect(img).toHaveAttribute(
    'srcset',
    'http://api.test/photos/p1/320.webp 320w, http://api.test/photos/p1/800.webp 800w, http://api.test/photos/p1/1600.webp 1600w',
  );
  expect(img).toHaveAttribute('sizes');
  expect(img).toHaveAttribute('width', '1600'); // the box is reserved before the bytes arrive
  expect(img).toHaveAttribute('height', '1000');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).toHaveAttribute('loading', 'eager');
  expect(counter()).toHaveTextContent('Photo 1 of 3');
});

it('walks the photos with the arrow keys, wrapping round at both ends', async () => {
  const region = renderGallery();
  region.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(counter()).toHaveTextContent('Photo 2 of 3');
  expect(large()).toHaveAttribute('src', 'http://api.test/photos/p2/800.webp');
  expect(large()).not.toHaveAttribute('fetchpriority');
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(counter()).toHaveTextContent('Photo 1 of 3');
  await userEvent.keyboard('{ArrowLeft}');
  expect(counter()).toHaveTextContent('Photo 3 of 3');
});

it('steps with the previous/next buttons and jumps with a thumbnail', async () => {
  renderGallery();
  await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(counter()).toHaveTextContent('Photo 2 of 3');
  await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
  expect(counter()).toHaveTextContent('Photo 1 of 3');
  const thumbs = within(screen.getByRole('list', { name: 'All photos' }));
  await userEvent.click(thumbs.getByRole('button', { name: 'Show photo 3' }));
  expect(counter()).toHaveTextContent('Photo 3 of 3');
  expect(thumbs.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
});

it('steps with a sideways swipe, not with a small finger movement', () => {
  renderGallery();
  const stage = large().parentElement!;
  fireEvent.touchStart(stage, { touches: [{ clientX: 300 }] });
  fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 200 }] });
  expect(counter()).toHaveTextContent('Photo 2 of 3');
  fireEvent.touchStart(stage, { touches: [{ clientX: 100 }] });
  fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 200 }] });
  expect(counter()).toHaveTextContent('Photo 1 of 3');
  fireEvent.touchStart(stage, { touches: [{ clientX: 100 }] });
  fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 110 }] });
  expect(counter()).toHaveTextContent('Photo 1 of 3');
});

it('opens the current photo full screen, steps there with the keys, and Escape returns to the page', async () => {
  renderGallery();
  await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
  const dialog = screen.getByRole('dialog', { name: 'Tesla Model 3, photo 2 (full screen)' });
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  // An opaque, dark lightbox over the whole window, outside the page's containers (nothing clips or covers it).
  expect(dialog.parentElement).toBe(document.body);
  expect(dialog).toHaveStyle({ position: 'fixed', backgroundColor: 'rgb(11, 11, 15)' });
  await userEvent.keyboard('{ArrowRight}');
  expect(within(dialog).getByText('Photo 3 of 3')).toBeInTheDocument(); // one step, not two
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(counter()).toHaveTextContent('Photo 3 of 3');
});

it("shows the listing's one image when it has no photos, without steppers", () => {
  renderGallery(galleryPhotos([], '/static/cars/sedan-red.svg'));
  expect(large()).toHaveAttribute('src', 'http://api.test/static/cars/sedan-red.svg');
  expect(large()).toHaveAccessibleName('Tesla Model 3');
  expect(counter()).toHaveTextContent('Photo 1 of 1');
  expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  expect(screen.queryByRole('list', { name: 'All photos' })).toBeNull();
});

it('tells the page its first photo is shown when the photo had loaded before the app took over (a page drawn on the server)', () => {
  // The browser loaded the server's <img> before React attached its handlers: no load event follows.
  const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  const shown = jest.fn();
  try {
    render(
      <ThemeProvider theme={theme}>
        <Gallery
          photos={galleryPhotos(PHOTOS, '/static/cars/sedan-red.svg')}
          label="Tesla Model 3"
          onFirstPhotoShown={shown}
        />
      </ThemeProvider>,
    );
  } finally {
    complete.mockRestore();
  }
  expect(shown).toHaveBeenCalledTimes(1);
});

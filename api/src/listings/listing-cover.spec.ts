import { NO_PHOTO_IMAGE, photoFields } from './listing-cover';

const photo = (id: string) => ({ id, width: 1600, height: 1200 });

describe('listing cover', () => {
  it('shows the first photo and keeps the image URL it replaces', () => {
    const fields = photoFields({ image: '/static/cars/suv-red.svg', photos: [] }, [photo('a'), photo('b')]);
    expect(fields).toEqual({
      photos: [photo('a'), photo('b')],
      image: '/photos/a/800.webp',
      givenImage: '/static/cars/suv-red.svg',
    });
  });

  it('follows a reorder without losing the given image', () => {
    const listing = {
      image: '/photos/a/800.webp',
      photos: [photo('a'), photo('b')],
      givenImage: 'https://example.com/car.jpg',
    };
    expect(photoFields(listing, [photo('b'), photo('a')])).toMatchObject({
      image: '/photos/b/800.webp',
      givenImage: 'https://example.com/car.jpg',
    });
  });

  it('falls back to the given image when the last photo goes', () => {
    const listing = { image: '/photos/a/800.webp', photos: [photo('a')], givenImage: 'https://example.com/car.jpg' };
    expect(photoFields(listing, [])).toEqual({
      photos: [],
      image: 'https://example.com/car.jpg',
      givenImage: undefined,
    });
  });

  it('shows a neutral drawing when there never was an image URL', () => {
    expect(photoFields({ image: '/photos/a/800.webp', photos: [photo('a')] }, []).image).toBe(NO_PHOTO_IMAGE);
  });
});

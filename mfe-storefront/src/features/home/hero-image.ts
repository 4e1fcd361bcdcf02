// The hero's picture: the home page's largest paint, so the home route's loader asks for it
// before the page's code has arrived (remote.ts).
export const HERO_IMAGE = '/static/cars/suv-white.svg';

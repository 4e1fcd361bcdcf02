// Every screen, and anything the server writes for people, prints numbers and dates in one
// locale and one time zone: the same moment reads the same on a server, in a test and in any
// reader's browser (a stored midnight-UTC date does not turn into the day before in America).
export const LOCALE = 'en-US';
export const TIME_ZONE = 'UTC';

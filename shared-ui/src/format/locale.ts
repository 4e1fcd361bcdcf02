// Every screen, and anything the server writes for people, prints numbers and dates in one
// locale and one time zone (@carmarket/stack-facts/reader-words, which the API uses too).
export { LOCALE, TIME_ZONE } from '@carmarket/stack-facts/reader-words';

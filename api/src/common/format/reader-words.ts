// Dates and amounts in what the server writes for people (notifications, e-mail), in the words of
// every screen: one home for both, @carmarket/stack-facts/reader-words.
export { dollars, formatDateTime, wholeDollarsOfK } from '@carmarket/stack-facts/reader-words';

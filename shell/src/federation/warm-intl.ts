// The first Intl formatter a page creates makes V8 load the locale's ICU data: ~10-15 ms on a
// laptop, ~50-60 ms on a phone, inside whichever render first writes a price or a date (a card's
// 'k$' price, its posted date). The entry creates one while the main thread waits for the shell's
// code anyway, so the first screen's render does not pay for it. (Pages other than `/`: the
// home's budget of bytes has no room, and its largest paint is the hero photo.)
export function warmIntl(): void {
  setTimeout(() => {
    new Intl.NumberFormat('en-US').format(1.5);
    new Intl.DateTimeFormat('en-US').format(0);
  });
}

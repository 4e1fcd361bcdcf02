// The first Intl formatter a page creates makes V8 load the locale's ICU data, inside whichever
// render first writes a price or a date (a card's 'k$' price, its posted date). The entry has it
// loaded while the main thread waits for the shell's code anyway, so the first screen's render
// does not pay for it. (Pages other than `/`: the home's budget of bytes has no room, and its
// largest paint is the hero photo.)
import { warmFormats } from '@carmarket/shared-ui/src/format/warm';

export function warmIntl(): void {
  setTimeout(warmFormats);
}

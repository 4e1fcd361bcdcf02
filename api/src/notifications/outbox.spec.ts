import { eventOfTheDay } from './outbox';

describe('eventOfTheDay', () => {
  const at = (iso: string) => new Date(iso);

  it('is one event for one subject all (UTC) day, another the next day or for another subject', () => {
    const morning = eventOfTheDay('price-drop:a', at('2026-03-01T00:00:00Z'));
    expect(eventOfTheDay('price-drop:a', at('2026-03-01T23:59:59.999Z')).equals(morning)).toBe(true);
    expect(eventOfTheDay('price-drop:a', at('2026-03-02T00:00:00Z')).equals(morning)).toBe(false);
    expect(eventOfTheDay('price-drop:b', at('2026-03-01T12:00:00Z')).equals(morning)).toBe(false);
  });
});

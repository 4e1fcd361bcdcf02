import { FixedWindowThrottlerStorage } from './fixed-window.storage';

const MINUTE = 60_000;

describe('FixedWindowThrottlerStorage', () => {
  let now: number;
  let storage: FixedWindowThrottlerStorage;
  beforeEach(() => {
    now = 1_000_000;
    storage = new FixedWindowThrottlerStorage(() => now);
  });
  const hit = (key = 'ip:1') => storage.increment(key, MINUTE, 3, MINUTE);

  it('lets the limit through and refuses the request over it, with the seconds to wait', async () => {
    for (let i = 1; i <= 3; i++)
      expect(await hit()).toMatchObject({ totalHits: i, isBlocked: false, timeToBlockExpire: 0 });
    now += 15_000;
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
    now += 30_000;
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 30 });
  });

  it('counts each key on its own', async () => {
    for (let i = 0; i < 4; i++) await hit('ip:1');
    expect(await hit('ip:2')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('starts a fresh window once the block is over', async () => {
    for (let i = 0; i < 4; i++) await hit();
    now += MINUTE;
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('forgets keys whose window has passed', async () => {
    await hit('ip:1');
    await hit('ip:2');
    now += 2 * MINUTE;
    await hit('ip:3');
    expect(storage.size).toBe(1);
  });
});

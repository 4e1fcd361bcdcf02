import { ServiceUnavailableException } from '@nestjs/common';
import { EncodeQueue } from './encode-queue';

/** A piece of work that runs until the test lets it finish. */
function blocker() {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started = true;
      await done;
      return 'done';
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

describe('EncodeQueue', () => {
  it('runs at most `concurrency` at once, lets `waiting` more wait in order, and refuses the rest with 503', async () => {
    const queue = new EncodeQueue(1, 1);
    const [first, second, third] = [blocker(), blocker(), blocker()];
    const running = queue.run(first.work);
    const waiting = queue.run(second.work);
    await expect(queue.run(third.work)).rejects.toBeInstanceOf(ServiceUnavailableException);
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    expect([first.started, second.started, third.started]).toEqual([true, false, false]);

    first.finish();
    await expect(running).resolves.toBe('done');
    await new Promise(setImmediate);
    expect(second.started).toBe(true);
    second.finish();
    await expect(waiting).resolves.toBe('done');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting upload whose client went away, without running it', async () => {
    const queue = new EncodeQueue(1, 5);
    const first = blocker();
    const abandoned = blocker();
    const running = queue.run(first.work);
    const gone = new AbortController();
    const waiting = queue.run(abandoned.work, gone.signal);
    expect(queue.load.waiting).toBe(1);
    gone.abort(new Error('client went away'));
    await expect(waiting).rejects.toThrow('client went away');
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await running;
    expect(abandoned.started).toBe(false);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the turn of work that failed', async () => {
    const queue = new EncodeQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

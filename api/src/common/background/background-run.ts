/**
 * Work a process does in the background, one run at a time: asked for during a run, it runs once
 * more after it (so nothing queued meanwhile waits for the next sweep). A failed run is reported
 * and never rejects the callers' promise.
 */
export class BackgroundRun {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts a run, or one more after the current; resolves when the runs end. */
  start(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.work().catch(this.onError);
      } while (this.again);
      this.running = null;
    })();
    return this.running;
  }

  /** Resolves once no run is in progress. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }
}

import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { FaultPoints, InjectedFault } from '../common/faults/fault-points';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { NotificationMailer } from './notification-mailer';
import { NotificationSettingsService } from './notification-settings.service';
import { HAS_PENDING_OUTBOX, type OutboxEntry } from './outbox';
import { Notification } from './schemas/notification.schema';

/** How often every source is swept for entries a crash or a failed dispatch left behind. */
export const OUTBOX_SWEEP_MS = 30_000;
/** Documents per source per sweep: bounds one sweep; the next one takes the rest. */
const SWEEP_BATCH = 200;

/** A document that carries an outbox (see outbox.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model with an outbox: Model<T> admits no wider T
type OutboxSource = Model<any>;

export interface OutboxSourceOptions {
  /**
   * A boolean field of the document that turns true once the recipient of its entries has seen
   * it (a message's `read`, set when its thread is read): their notification is then read too,
   * however late the dispatch.
   */
  seenField?: string;
}

/**
 * Moves outbox entries into the notifications collection. Idempotent at every step: an entry is
 * inserted with $setOnInsert under the unique (event, recipient) key, and removed from its document
 * only after that, so a crash anywhere repeats work and never loses or doubles a notification.
 * Runs right after each causing write (afterWrite), at start-up and every OUTBOX_SWEEP_MS.
 */
@Injectable()
export class OutboxDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxDispatcher.name);
  private readonly sources = new Map<OutboxSource, OutboxSourceOptions>();
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectModel(Notification.name) private readonly notifications: Model<Notification>,
    private readonly settings: NotificationSettingsService,
    private readonly mailer: NotificationMailer,
    private readonly faults: FaultPoints,
  ) {}

  /** A module whose documents carry an outbox registers their model once (onModuleInit). */
  register(source: OutboxSource, options: OutboxSourceOptions = {}): void {
    this.sources.set(source, options);
  }

  /** Recovery at start: whatever a previous process left in any outbox goes out now. */
  async onApplicationBootstrap(): Promise<void> {
    await this.sweep().catch((error: unknown) =>
      this.logger.warn(`Outbox recovery failed; the next sweep retries: ${String(error)}`),
    );
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), OUTBOX_SWEEP_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /**
   * Called by a service after a write that pushed outbox entries. The change is already stored,
   * so a failure here is logged, not thrown: the sweep delivers what is left.
   */
  async afterWrite(source: OutboxSource, id: Types.ObjectId): Promise<void> {
    // A crash here is what the outbox exists for: the change is stored, its notifications not yet.
    this.faults.reach('outbox.before-dispatch');
    try {
      await this.dispatch(source, id);
    } catch (error) {
      if (error instanceof InjectedFault) throw error; // a simulated crash ends the request like a real one
      this.logger.warn(`Outbox dispatch of ${source.modelName} ${id} failed; the sweep retries: ${String(error)}`);
    }
  }

  /** Delivers one document's pending entries. */
  async dispatch(source: OutboxSource, id: Types.ObjectId): Promise<number> {
    const { seenField } = this.sources.get(source) ?? {};
    const doc = await source
      .findById(id, { outbox: 1, ...(seenField && { [seenField]: 1 }) })
      .lean<Record<string, unknown> & { outbox?: OutboxEntry[] }>()
      .exec();
    const entries = doc?.outbox ?? [];
    if (!entries.length) return 0;
    const seen = Boolean(seenField && doc?.[seenField] === true);
    for (const entry of entries) await this.deliver(entry, seen);
    // Seen meanwhile (the thread read after the fetch above, its notification update before the
    // insert): checked after the insert, so one side or the other always marks it read.
    if (seenField && !seen && (await source.exists({ _id: id, [seenField]: true }))) await this.markSeen(entries);
    // A crash here leaves delivered entries in the document: the next dispatch finds their notifications and skips them.
    this.faults.reach('outbox.after-deliver');
    await source.updateOne({ _id: id }, { $pull: { outbox: { _id: { $in: entries.map((e) => e._id) } } } }).exec();
    this.mailer.sendSoon();
    return entries.length;
  }

  /** Every registered source's pending entries (start-up, timer, tests). */
  async sweep(): Promise<number> {
    let delivered = 0;
    for (const source of this.sources.keys()) {
      const pending = await source
        .find(HAS_PENDING_OUTBOX, { _id: 1 })
        .limit(SWEEP_BATCH)
        .lean<{ _id: Types.ObjectId }[]>()
        .exec();
      for (const { _id } of pending) delivered += await this.dispatch(source, _id);
    }
    if (delivered) this.logger.log(`Outbox sweep delivered ${delivered} notification(s)`);
    return delivered;
  }

  /** `seen`: the recipient has already seen what it tells, so it arrives read. */
  private async deliver(entry: OutboxEntry, seen: boolean): Promise<void> {
    const { event, recipient, kind, title, body, link, createdAt, coalesce } = entry;
    const mail = await this.settings.initialMailState(recipient, kind);
    const news = { title, body, createdAt, read: seen };
    const rest = { event, recipient, kind, link, mail, mailAttempts: 0, mailAt: createdAt };
    try {
      await this.notifications
        .updateOne(
          // A coalescing entry replaces an older text of its event (an e-mail already sent stays sent).
          coalesce ? { event, recipient, createdAt: { $lte: createdAt } } : { event, recipient },
          coalesce ? { $set: news, $setOnInsert: rest } : { $setOnInsert: { ...rest, ...news } },
          { upsert: true },
        )
        .exec();
    } catch (error) {
      // Two dispatchers raced on the same entry: the other one inserted it; or, coalescing, a
      // newer entry of the event is already there.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  private async markSeen(entries: OutboxEntry[]): Promise<void> {
    for (const { event, recipient } of entries)
      await this.notifications.updateOne({ event, recipient }, { $set: { read: true } }).exec();
  }
}

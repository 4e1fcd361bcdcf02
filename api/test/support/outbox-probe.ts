// A minimal document that carries an outbox, for testing the outbox mechanism on its own.
import { Schema, Types, type Model } from 'mongoose';
import type { NotificationKind } from '../../src/notifications/notification-kinds';
import { OUTBOX_PROP, outboxEntries } from '../../src/notifications/outbox';
import { OutboxDispatcher } from '../../src/notifications/outbox-dispatcher';
import type { TestApp } from './test-app';

export interface Probe {
  value: number;
  outbox?: unknown[];
}

export function registerProbe(t: TestApp): Model<Probe> {
  const schema = new Schema<Probe>(
    { value: Number, outbox: OUTBOX_PROP },
    { collection: 'outbox_probes', versionKey: false },
  );
  const model = t.connection.models.OutboxProbe ?? t.connection.model<Probe>('OutboxProbe', schema);
  t.app.get(OutboxDispatcher).register(model);
  return model as Model<Probe>;
}

/** A change and its notification in one write (as a real source does), then the after-write dispatch. */
export async function changeWithNotification(
  t: TestApp,
  probes: Model<Probe>,
  recipients: string[],
  { kind = 'new-message', title = 'Something happened' }: { kind?: NotificationKind; title?: string } = {},
): Promise<Types.ObjectId> {
  const outbox = outboxEntries(
    kind,
    recipients.map((r) => new Types.ObjectId(r)),
    { title, body: 'Details of what happened.', link: '/dashboard/notifications' },
  );
  const created = await probes.create({ value: 1, outbox });
  await t.app.get(OutboxDispatcher).afterWrite(probes, created._id);
  return created._id;
}

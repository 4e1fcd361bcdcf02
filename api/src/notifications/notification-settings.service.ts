import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { MailTransport } from '../mail/mail-transport';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';
import type { MailState } from './schemas/notification.schema';
import { NotificationSettings, type NotificationSettingsRecord } from './schemas/notification-settings.schema';

/** E-mail on (true) or off (false) for every kind. */
export type EmailSwitches = Record<NotificationKind, boolean>;

/** The one home of "does this user want an e-mail for this kind". */
@Injectable()
export class NotificationSettingsService {
  constructor(
    @InjectModel(NotificationSettings.name) private readonly settings: Model<NotificationSettings>,
    private readonly transport: MailTransport,
  ) {}

  async emailSwitches(user: Types.ObjectId | string): Promise<EmailSwitches> {
    const off = new Set(await this.emailOff(user));
    return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !off.has(kind)])) as EmailSwitches;
  }

  /** Applies the switches given; kinds not named keep their setting. */
  async setEmail(user: Types.ObjectId | string, switches: Partial<EmailSwitches>): Promise<EmailSwitches> {
    const on = NOTIFICATION_KINDS.filter((kind) => switches[kind] === true);
    const off = NOTIFICATION_KINDS.filter((kind) => switches[kind] === false);
    const id = new Types.ObjectId(user);
    // Two updates (MongoDB refuses $addToSet and $pull on one field in one update); each is idempotent.
    if (off.length)
      await this.settings.updateOne({ user: id }, { $addToSet: { emailOff: { $each: off } } }, { upsert: true }).exec();
    if (on.length) await this.settings.updateOne({ user: id }, { $pull: { emailOff: { $in: on } } }).exec();
    return this.emailSwitches(id);
  }

  /** The mail state a new notification starts in. */
  async initialMailState(recipient: Types.ObjectId, kind: NotificationKind): Promise<MailState> {
    return this.transport.enabled && (await this.wantsEmail(recipient, kind)) ? 'pending' : 'off';
  }

  /** Asked again just before sending: a kind turned off meanwhile sends nothing more. */
  async wantsEmail(recipient: Types.ObjectId, kind: NotificationKind): Promise<boolean> {
    return !(await this.emailOff(recipient)).includes(kind);
  }

  private async emailOff(user: Types.ObjectId | string): Promise<NotificationKind[]> {
    const record = await this.settings
      .findOne({ user: new Types.ObjectId(user) })
      .lean<NotificationSettingsRecord>()
      .exec();
    return record?.emailOff ?? [];
  }
}

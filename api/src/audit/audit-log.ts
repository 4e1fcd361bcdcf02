// Every admin action is written here, by the service that performs it, after it succeeded.
import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { findPage, type KeyOrder, type Page } from '../common/paging/paging';
import {
  AuditEntry,
  AuditEntrySchema,
  type AuditAction,
  type AuditEntryRecord,
  type AuditTarget,
} from './audit-entry.schema';

const NEWEST_FIRST: KeyOrder = { field: 'createdAt', direction: -1, kind: 'date' };

export interface AuditFact {
  action: AuditAction;
  target: { kind: AuditTarget; id: Types.ObjectId | string; label: string };
  note?: string;
}

@Injectable()
export class AuditLog {
  constructor(@InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>) {}

  async record(admin: RegisteredUser, { action, target, note }: AuditFact): Promise<void> {
    await this.entries.create({
      admin: new Types.ObjectId(admin.userId),
      adminName: admin.name ?? admin.email,
      action,
      targetKind: target.kind,
      targetId: new Types.ObjectId(target.id),
      targetLabel: target.label,
      ...(note && { note }),
    });
  }

  /** Newest first, a page at a time. */
  page(limit: number, cursor?: string): Promise<Page<AuditEntryRecord>> {
    return findPage<AuditEntryRecord>(this.entries, {}, NEWEST_FIRST, { limit, cursor });
  }
}

@Module({
  imports: [MongooseModule.forFeature([{ name: AuditEntry.name, schema: AuditEntrySchema }])],
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}

// How many things of one kind a member may report a day (REPORTS_PER_USER_PER_DAY): counted before
// a report is written and again after it, so concurrent reports cannot pass the cap together (the
// one past it is taken back). Cars and reviews each have their own count.
import { HttpException, HttpStatus } from '@nestjs/common';
import type { Model, Types } from 'mongoose';

const DAY_MS = 86_400_000;

export interface DailyReportCap {
  /** Refuses (429) a member who has reported as many as the cap allows today. */
  checkBefore(user: Types.ObjectId): Promise<void>;
  /** Takes the written report back and refuses (429) when a concurrent one took the last place. */
  checkAfter(user: Types.ObjectId, reportId: Types.ObjectId): Promise<void>;
}

/** The cap on `reports` (a collection of reports with `user` and `createdAt`), naming what is reported: "listings". */
export function dailyReportCap<T>(reports: Model<T>, perDay: number, what: string): DailyReportCap {
  const today = (user: Types.ObjectId) =>
    reports.countDocuments({ user, createdAt: { $gt: new Date(Date.now() - DAY_MS) } }).exec();
  const tooMany = () =>
    new HttpException(
      `You can report at most ${perDay} ${what} a day; try again tomorrow.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  return {
    async checkBefore(user) {
      if ((await today(user)) >= perDay) throw tooMany();
    },
    async checkAfter(user, reportId) {
      if ((await today(user)) <= perDay) return;
      await reports.deleteOne({ _id: reportId }).exec();
      throw tooMany();
    },
  };
}

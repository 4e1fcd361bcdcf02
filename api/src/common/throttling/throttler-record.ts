import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a throttler storage answers for one key: @nestjs/throttler exports its shape only through `increment`. */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

// `npm run seed -w api`: applies the (idempotent) seed to MONGODB_URI and exits.
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { SeedService } from './seed.service';

async function main(): Promise<void> {
  // The start-up seed would only fill an empty database; here everything missing is put back.
  process.env.SEED_ON_START = 'false';
  const app = await NestFactory.createApplicationContext(AppModule.register(), { bufferLogs: false });
  try {
    await app.get(SeedService).run({ catalogue: true });
  } finally {
    await app.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Connection } from 'mongoose';
import { Public } from '../auth/auth.decorators';
import { ErrorBodyView } from '../common/http/error-body';

const PING_TIMEOUT_MS = 2000;

export class HealthView {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
  @ApiProperty({ enum: ['up'] }) database: 'up';
  @ApiProperty() uptimeSeconds: number;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'API and database reachability' })
  @ApiOkResponse({ type: HealthView })
  @ApiServiceUnavailableResponse({ description: 'The database did not answer a ping', type: ErrorBodyView })
  async check(): Promise<HealthView> {
    if (!(await this.databaseAnswers())) throw new ServiceUnavailableException('Database unreachable');
    return { status: 'ok', database: 'up', uptimeSeconds: Math.round(process.uptime()) };
  }

  private async databaseAnswers(): Promise<boolean> {
    // Pinged even while the driver reports the connection down: the ping is what notices a
    // database that came back.
    const db = this.connection.db;
    if (!db) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((done) => (timer = setTimeout(() => done(false), PING_TIMEOUT_MS)));
    try {
      return await Promise.race([db.command({ ping: 1 }).then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}

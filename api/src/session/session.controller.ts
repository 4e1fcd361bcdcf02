import { Body, Controller, Delete, ForbiddenException, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import type { Env } from '../config/env.validation';
import { clearedSessionCookieHeader, sessionCookieHeader } from './session-cookie';
import { CreateSessionDto } from './session.dto';
import { SessionService } from './session.service';

/**
 * The server session beside Firebase's own: the web app's origin passes these calls on, so the
 * cookie is the app's. Only the app's own pages may ask: another `Origin` is refused, so a page
 * elsewhere cannot sign a visitor in or out.
 */
@ApiTags('session')
@Controller('session')
export class SessionController {
  private readonly appOrigin: string;
  private readonly secure: boolean;

  constructor(
    private readonly sessions: SessionService,
    config: ConfigService<Env, true>,
  ) {
    const appUrl = config.get('PUBLIC_APP_URL', { infer: true });
    this.appOrigin = new URL(appUrl).origin;
    this.secure = config.get('NODE_ENV', { infer: true }) === 'production' || appUrl.startsWith('https:');
  }

  @Post()
  @Public()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Start a server session from a fresh ID token: Set-Cookie __session (HttpOnly, SameSite=Lax)',
    description:
      "Called on the web app's origin, which passes it on with the browser's Origin. The cookie lets that origin's server draw the signed-in pages; the API accepts it on reads only (GET, HEAD): every change still needs the bearer ID token. Its lifetime is SESSION_DAYS.",
  })
  @ApiNoContentResponse({ description: 'Set-Cookie: __session=…' })
  @ApiBadRequestResponse({ description: 'No ID token in the body' })
  @ApiUnauthorizedResponse({ description: 'The ID token is invalid, expired or revoked, or the account is disabled' })
  @ApiForbiddenResponse({ description: "Another origin than the web app's, or an account not registered yet" })
  async create(
    @Headers('origin') origin: string | undefined,
    @Body() body: CreateSessionDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    this.requireAppOrigin(origin);
    const session = await this.sessions.start(body.idToken);
    reply.header(
      'Set-Cookie',
      sessionCookieHeader(session.cookie, { maxAgeSeconds: session.maxAgeSeconds, secure: this.secure }),
    );
  }

  @Delete()
  @Public()
  @HttpCode(204)
  @ApiOperation({ summary: 'End the server session (LogOut): Set-Cookie __session expired' })
  @ApiNoContentResponse({ description: 'Set-Cookie: __session=; Max-Age=0' })
  @ApiForbiddenResponse({ description: "Another origin than the web app's" })
  end(@Headers('origin') origin: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): void {
    this.requireAppOrigin(origin);
    reply.header('Set-Cookie', clearedSessionCookieHeader(this.secure));
  }

  private requireAppOrigin(origin: string | undefined): void {
    if (origin !== this.appOrigin) {
      throw new ForbiddenException(`Sessions are started and ended from the web app only (${this.appOrigin})`);
    }
  }
}

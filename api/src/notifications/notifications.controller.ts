import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { MailLinks, type UnsubscribeGrant } from '../mail/mail-links';
import { escapeHtml } from '../mail/notification-email';
import { NotificationsQueryDto } from './dto/notifications-query.dto';
import { UpdateSettingsDto } from './dto/settings.dto';
import { UnsubscribeQueryDto } from './dto/unsubscribe-query.dto';
import { KIND_LABELS } from './notification-kinds';
import { NotificationSettingsService } from './notification-settings.service';
import {
  NotificationPageView,
  SettingsView,
  toNotificationPageView,
  toSettingsView,
  UnreadCountView,
} from './notification.views';
import { NotificationsService } from './notifications.service';
import { APP_ROUTES } from '../common/app-routes';

@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly settings: NotificationSettingsService,
    private readonly links: MailLinks,
  ) {}

  @Get('notifications')
  @ApiOperation({ summary: "The caller's notifications, newest first, a page at a time, with the unread count" })
  @ApiOkResponse({ type: NotificationPageView })
  async list(
    @CurrentUser() caller: RegisteredUser,
    @Query() query: NotificationsQueryDto,
  ): Promise<NotificationPageView> {
    return toNotificationPageView(await this.notifications.page(caller.userId, query.limit, query.cursor));
  }

  @Get('notifications/unread-count')
  @ApiOperation({ summary: 'How many of the caller’s notifications are unread (cheap: for polling the bell)' })
  @ApiOkResponse({ type: UnreadCountView })
  async unreadCount(@CurrentUser() caller: RegisteredUser): Promise<UnreadCountView> {
    return { count: await this.notifications.unreadCount(caller.userId) };
  }

  @Put('notifications/read-all')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Mark every notification of the caller read' })
  @ApiNoContentResponse()
  markAllRead(@CurrentUser() caller: RegisteredUser): Promise<void> {
    return this.notifications.markAllRead(caller.userId);
  }

  @Put('notifications/:id/read')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Mark one notification read (idempotent; 404 for anyone else’s)' })
  @ApiNoContentResponse()
  markRead(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.notifications.markRead(caller.userId, id);
  }

  @Get('me/settings')
  @ApiOperation({ summary: "The caller's notification settings: e-mail on or off per kind of event" })
  @ApiOkResponse({ type: SettingsView })
  async getSettings(@CurrentUser() caller: RegisteredUser): Promise<SettingsView> {
    return toSettingsView(await this.settings.emailSwitches(caller.userId), caller.role);
  }

  @Put('me/settings')
  @ApiOperation({ summary: 'Turn e-mail on or off per kind of event (kinds not named keep their setting)' })
  @ApiOkResponse({ type: SettingsView })
  async putSettings(@CurrentUser() caller: RegisteredUser, @Body() body: UpdateSettingsDto): Promise<SettingsView> {
    return toSettingsView(await this.settings.setEmail(caller.userId, body.email), caller.role);
  }

  @Get('notifications/unsubscribe')
  @Public()
  @ApiOperation({
    summary: "An e-mail's unsubscribe link, opened: a page with a button that does it (POST); nothing changes yet",
    description:
      'Opening the link changes nothing, so a mail scanner that follows links unsubscribes nobody. 400 when the token is malformed, forged or expired.',
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page asking to confirm', type: String })
  confirmUnsubscribe(@Query() query: UnsubscribeQueryDto, @Res({ passthrough: true }) reply: FastifyReply): string {
    const grant = this.grantOf(query.token);
    htmlPage(reply);
    const label = escapeHtml(KIND_LABELS[grant.kind]);
    const action = escapeHtml(this.links.unsubscribeUrl(query.token));
    return page(
      'Unsubscribe?',
      `<h1>Stop e-mail for “${label}”?</h1><p>It will still show in CarMarket.</p>
<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Turn this e-mail off</button></form>`,
    );
  }

  @Post('notifications/unsubscribe')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "An e-mail's unsubscribe, done (RFC 8058 one-click, or the link page's button), without signing in",
    description:
      'Turns that kind of e-mail off for the token’s user. The token is signed (HMAC) for one user and one kind and expires; 400 when it is malformed, forged or expired. Idempotent.',
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page saying what was turned off', type: String })
  async unsubscribe(
    @Query() query: UnsubscribeQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const grant = this.grantOf(query.token);
    await this.settings.setEmail(grant.userId, { [grant.kind]: false });
    htmlPage(reply);
    const label = escapeHtml(KIND_LABELS[grant.kind]);
    const settings = escapeHtml(this.links.app(APP_ROUTES.settings()));
    return page(
      'Unsubscribed',
      `<h1>E-mail turned off</h1><p>You will get no more e-mail for “${label}”. It still shows in CarMarket.</p>
<p>Change this any time in your <a href="${settings}">notification settings</a>.</p>`,
    );
  }

  private grantOf(token: string): UnsubscribeGrant {
    const grant = this.links.verify(token);
    if (grant === 'expired')
      throw new BadRequestException(
        'This unsubscribe link has expired; turn e-mail off in your notification settings in CarMarket',
      );
    if (!grant) throw new BadRequestException('This unsubscribe link is not valid');
    return grant;
  }
}

/** Set here, not with @Header: an error answers in JSON like any other. */
function htmlPage(reply: FastifyReply): void {
  void reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif">
${body}</body></html>`;

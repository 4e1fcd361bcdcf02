import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { setPageHeaders } from '../common/paging/paging';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { RateLimit } from '../common/throttling/rate-limit';
import { toListingView } from '../listings/listing.views';
import {
  ConversationPageView,
  ConversationUnreadView,
  ConversationView,
  MessageView,
  ThreadView,
  toConversationView,
  toMessageView,
} from './conversation.views';
import type { ConversationListItem } from './conversation-access';
import { ConversationReads, type Thread } from './conversation-reads.service';
import { ConversationReports } from './conversation-reports.service';
import { ConversationsService } from './conversations.service';
import {
  ConversationPageQueryDto,
  OpenConversationDto,
  ReportConversationDto,
  SendMessageDto,
} from './dto/conversation.dto';

import { toOfferView } from '../offers/offer.views';

const view = ({ conversation, ...extra }: ConversationListItem) => toConversationView(conversation, extra);

function threadView(thread: Thread): ThreadView {
  const { listing, order, messages, olderCursor, conversation, offers, asParty } = thread;
  return {
    conversation: view(thread),
    ...(listing && { listing: toListingView(listing) }),
    ...(order && { order: { _id: order._id.toString(), status: order.status, isPaid: order.isPaid } }),
    ...(conversation.reportedAt && {
      report: {
        reportedAt: conversation.reportedAt.toISOString(),
        reportedBy: conversation.reportedBy!.toString(),
        ...(conversation.reportReason && { reason: conversation.reportReason }),
      },
    }),
    messages: messages.map(toMessageView),
    olderCursor,
    offers: offers.map((offer) => toOfferView(offer, listing, asParty ? 'party' : 'admin')),
  };
}

@ApiTags('conversations')
@Controller('conversations')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly reads: ConversationReads,
    private readonly reports: ConversationReports,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Open the conversation about a listing (a question before booking) or about an order, or get the open one',
    description:
      'listingId: anyone signed in but its seller (403). orderId: its buyer or the car’s seller only (404 for anyone else). ' +
      '403 when either party blocked the other. 201 when opened, 200 when it was open already.',
  })
  @ApiCreatedResponse({ type: ConversationView })
  @ApiOkResponse({ type: ConversationView })
  async open(
    @CurrentUser() caller: RegisteredUser,
    @Body() body: OpenConversationDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConversationView> {
    if (body.listingId !== undefined && body.orderId !== undefined)
      throw new BadRequestException('Give listingId or orderId, not both');
    const { conversation, created } = await this.conversations.open(caller, body);
    void reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return toConversationView(conversation, { unread: 0, blocked: false, blockedByMe: false });
  }

  @Get()
  @ApiOperation({ summary: "The caller's conversations, newest activity first, with unread counts" })
  @ApiOkResponse({ type: ConversationPageView })
  async list(
    @CurrentUser() caller: RegisteredUser,
    @Query() query: ConversationPageQueryDto,
  ): Promise<ConversationPageView> {
    const page = await this.reads.list(caller, query.limit, query.cursor);
    return { items: page.items.map(view), total: page.total, unread: page.unread, nextCursor: page.nextCursor };
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'Unread messages to the caller (one indexed count: poll it)' })
  @ApiOkResponse({ type: ConversationUnreadView })
  async unreadCount(@CurrentUser() caller: RegisteredUser): Promise<ConversationUnreadView> {
    return { count: await this.reads.unreadCount(caller) };
  }

  @Get('reported')
  @Roles('Admin')
  @ApiOperation({ summary: 'Reported conversations, most recently reported first (admins)' })
  @ApiOkResponse({ type: ConversationPageView })
  async reported(
    @CurrentUser() caller: RegisteredUser,
    @Query() query: ConversationPageQueryDto,
  ): Promise<ConversationPageView> {
    const page = await this.reports.reported(caller, query.limit, query.cursor);
    return { items: page.items.map(view), total: page.total, unread: 0, nextCursor: page.nextCursor };
  }

  @Get(':id')
  @ApiOperation({
    summary: 'The thread: the conversation, the car and the order at the top, the latest messages (oldest first)',
    description:
      'Its two parties only (404 for anyone else); admins once it is reported (403 before). `cursor` pages back.',
  })
  @ApiOkResponse({ type: ThreadView })
  async thread(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Query() query: ConversationPageQueryDto,
  ): Promise<ThreadView> {
    return threadView(await this.reads.thread(caller, id, query.cursor));
  }

  @Get(':id/messages')
  @ApiOperation({
    summary: "A thread's messages, newest first, a page at a time",
    description:
      'Whoever may read the thread (its two parties; admins once it is reported). limit/cursor in the query: the ' +
      'thread\'s olderCursor reads on from its latest page; X-Total-Count and Link rel="next" in the headers.',
  })
  @ApiOkResponse({ type: [MessageView] })
  async messages(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Query() query: ConversationPageQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<MessageView[]> {
    const page = await this.reads.messagesPage(caller, id, query.limit, query.cursor);
    setPageHeaders(request, response, page);
    return page.items.map(toMessageView);
  }

  @Post(':id/messages')
  @RateLimit('message')
  @ApiOperation({
    summary: 'Send a message (1–2000 characters of plain text); the other party is notified',
    description:
      'Its two parties only (404 for anyone else); 403 when either blocked the other; 429 past RATE_LIMIT_MESSAGE_PER_MINUTE.',
  })
  @ApiCreatedResponse({ type: MessageView })
  async send(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: SendMessageDto,
  ): Promise<MessageView> {
    return toMessageView(await this.conversations.send(caller, id, body.text));
  }

  @Put(':id/read')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Mark every message to the caller in this conversation read' })
  @ApiNoContentResponse()
  markRead(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.conversations.markRead(caller, id);
  }

  @Post(':id/report')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Report the conversation: admins see it, with the thread, in Reported Items (idempotent)' })
  @ApiOkResponse({ type: ConversationView })
  async report(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ReportConversationDto,
  ): Promise<ConversationView> {
    return toConversationView(await this.reports.report(caller, id, body.reason), {
      unread: 0,
      blocked: false,
      blockedByMe: false,
    });
  }

  @Post(':id/block')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Block the other party: no more messages between the two of you (idempotent)' })
  @ApiNoContentResponse()
  block(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.reports.block(caller, id);
  }

  @Delete(':id/block')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Lift the caller's own block of the other party (idempotent)" })
  @ApiNoContentResponse()
  unblock(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.reports.unblock(caller, id);
  }
}

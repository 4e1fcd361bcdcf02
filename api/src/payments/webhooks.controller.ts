import { Controller, Headers, HttpCode, HttpStatus, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { WebhooksService, type WebhookReceipt } from './webhooks.service';

/** Called by Stripe, not by people: authenticated by the signature, not a token. */
@ApiExcludeController()
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post('stripe')
  @Public() // and not rate-limited: see UNCOUNTED in common/throttling/client-rate-limit.ts
  @HttpCode(HttpStatus.OK)
  receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceipt> {
    // The raw bytes (kept by the app's JSON parser, rawBody: true): a re-serialised body would not match the signature.
    return this.webhooks.receive(request.rawBody, signature);
  }
}

import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { RateLimit } from '../common/throttling/rate-limit';
import { SubscribeDto } from './dto/subscribe.dto';
import { SubscriptionsService } from './subscriptions.service';

export class SubscribedView {
  @ApiProperty() message: string;
}

@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @Public()
  @RateLimit('registration')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Subscribe an e-mail address to updates (the footer's form)",
    description:
      'Same answer whether or not the address was already subscribed, so the call reveals nothing about who is.',
  })
  @ApiOkResponse({ type: SubscribedView })
  async subscribe(@Body() body: SubscribeDto): Promise<SubscribedView> {
    await this.subscriptions.subscribe(body.email);
    return { message: 'Thanks for subscribing! Updates will come to your inbox.' };
  }
}

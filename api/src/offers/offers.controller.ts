import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { LIST_PAGE_SIZE, setPageHeaders } from '../common/paging/paging';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { RateLimit } from '../common/throttling/rate-limit';
import { CounterOfferDto, DeclineOfferDto, MakeOfferDto, OffersQueryDto } from './dto/offer.dto';
import { OfferAcceptance } from './offer-acceptance.service';
import { OfferView, toOfferView } from './offer.views';
import { OffersService, type OfferWithCar } from './offers.service';

const view = ({ offer, listing }: OfferWithCar) => toOfferView(offer, listing, 'party');
const ANSWERED =
  "404 for anyone but the offer's two parties; 403 for the party who made it; 409 once it is no longer open (countered, accepted, declined, withdrawn, expired).";

@ApiTags('offers')
@Controller()
export class OffersController {
  constructor(
    private readonly offers: OffersService,
    private readonly acceptance: OfferAcceptance,
  ) {}

  @Post('listings/:id/offers')
  @RateLimit('offer')
  @ApiOperation({
    summary:
      'Make an offer on a car (any signed-in account but its seller); it opens in the "Ask the seller" conversation',
    description:
      'amount in k$ (two decimals at most), between half the asking price and the asking price (400 saying why). ' +
      "Below the seller's private minimum the offer is declined at once with a standard reason (201, status declined). " +
      "409 while the caller has an open offer on the car, or once it is sold; 403 for one's own car or a blocked seller. " +
      'An open offer expires after OFFER_EXPIRY_HOURS.',
  })
  @ApiCreatedResponse({ type: OfferView })
  async make(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: MakeOfferDto,
  ): Promise<OfferView> {
    return view(await this.offers.make(caller, id, body));
  }

  @Post('offers/:id/accept')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Accept an open offer made to the caller: the car is booked for the buyer at the agreed amount',
    description:
      `${ANSWERED} 409 too while a booking holds the car, or when the buyer holds MAX_UNPAID_BOOKINGS unpaid ` +
      'bookings (the offer stays open). The order (orderId) has price = the amount and listedPrice = the asking price.',
  })
  @ApiOkResponse({ type: OfferView })
  async accept(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<OfferView> {
    return view(await this.acceptance.accept(caller, id));
  }

  @Post('offers/:id/decline')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Decline an open offer made to the caller, with an optional reason its maker reads',
    description: ANSWERED,
  })
  @ApiOkResponse({ type: OfferView })
  async decline(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: DeclineOfferDto,
  ): Promise<OfferView> {
    return view(await this.offers.decline(caller, id, body?.reason));
  }

  @Post('offers/:id/counter')
  @RateLimit('offer')
  @ApiOperation({
    summary:
      'Counter an open offer made to the caller: a new open offer in the same thread; the answered one becomes countered',
    description:
      `${ANSWERED} 400 unless the amount lies between the answered amount and the caller's own last amount ` +
      '(the seller starts from the asking price).',
  })
  @ApiCreatedResponse({ type: OfferView })
  async counter(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: CounterOfferDto,
  ): Promise<OfferView> {
    return view(await this.offers.counter(caller, id, body.amount));
  }

  @Post('offers/:id/withdraw')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The buyer withdraws from the negotiation: the thread's open offer (theirs or the seller's counter) is withdrawn",
    description: "404 for anyone but the offer's two parties; 403 for the seller; 409 once it is no longer open.",
  })
  @ApiOkResponse({ type: OfferView })
  async withdraw(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<OfferView> {
    return view(await this.offers.withdraw(caller, id));
  }

  @Get('offers')
  @ApiOperation({
    summary: "The caller's offers, as buyer or seller, newest first; paged",
    description: 'limit/cursor in the query; X-Total-Count and Link rel="next" in the headers.',
  })
  @ApiOkResponse({ type: [OfferView] })
  async list(
    @CurrentUser() caller: RegisteredUser,
    @Query() query: OffersQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<OfferView[]> {
    const page = await this.offers.list(caller, query.limit ?? LIST_PAGE_SIZE, query.cursor);
    setPageHeaders(request, response, page);
    return page.items.map(view);
  }
}

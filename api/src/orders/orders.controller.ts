import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { RateLimit } from '../common/throttling/rate-limit';
import { BookingDto } from './dto/booking.dto';
import { DeclineDto } from './dto/decline.dto';
import { OrdersQueryDto } from './dto/orders-query.dto';
import { OrderView, SellerOrderView, toOrderView, toSellerOrderView } from './order.views';
import { OrderLifecycleService } from './order-lifecycle.service';
import { OrderReads } from './order-reads.service';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly reads: OrderReads,
    private readonly lifecycle: OrderLifecycleService,
  ) {}

  @Post('orders')
  @RateLimit('booking')
  @ApiOperation({
    summary: 'Book a car (any signed-in account except its seller)',
    description:
      'The car is held for BOOKING_HOLD_HOURS until paid; 409 when it is already booked or the buyer ' +
      'already holds MAX_UNPAID_BOOKINGS unpaid bookings. Name, e-mail and price are not accepted in the body.',
  })
  @ApiCreatedResponse({ type: OrderView })
  async book(@CurrentUser() caller: RegisteredUser, @Body() body: BookingDto): Promise<OrderView> {
    return toOrderView(await this.orders.book(caller, body));
  }

  @Post('orders/:id/release')
  @HttpCode(200)
  @Roles('Seller')
  @ApiOperation({
    summary: "The car's seller ends an unpaid booking of it; the car is for sale again at once",
    description: "404 for anyone but the car's seller; 409 when the booking is paid or no longer holds the car.",
  })
  @ApiOkResponse({ type: SellerOrderView })
  async release(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<SellerOrderView> {
    return toSellerOrderView(await this.orders.releaseBySeller(caller, id));
  }

  @Post('orders/:id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The buyer cancels an unpaid booking; the car is for sale again at once and its seller is told',
    description: "404 for anyone but the order's buyer; 409 when the booking is paid or no longer holds the car.",
  })
  @ApiOkResponse({ type: OrderView })
  async cancel(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<OrderView> {
    return toOrderView(await this.lifecycle.cancelByBuyer(caller, id));
  }

  @Post('orders/:id/decline')
  @HttpCode(200)
  @Roles('Seller')
  @ApiOperation({
    summary:
      "The car's seller declines an unpaid booking with a reason; the car is for sale again at once and the buyer is told why",
    description:
      "404 for anyone but the car's seller; 409 when the booking is paid or no longer holds the car; 400 without a reason (1–500 characters).",
  })
  @ApiOkResponse({ type: SellerOrderView })
  async decline(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: DeclineDto,
  ): Promise<SellerOrderView> {
    return toSellerOrderView(await this.lifecycle.declineBySeller(caller, id, body.reason));
  }

  @Get('orders')
  @ApiOperation({
    summary:
      "The caller's orders, newest first (admins: anyone's, by e-mail): active ones, and those cancelled or declined",
  })
  @ApiOkResponse({ type: [OrderView] })
  async list(@CurrentUser() caller: RegisteredUser, @Query() query: OrdersQueryDto): Promise<OrderView[]> {
    return (await this.reads.list(caller, query.email)).map(toOrderView);
  }

  @Get('payment/:id')
  @ApiOperation({
    summary: "One of the caller's orders, for the payment screen (404 for anyone else's; 410 once lapsed)",
  })
  @ApiOkResponse({ type: OrderView })
  async forPayment(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<OrderView> {
    return toOrderView(await this.reads.findOwned(caller, id));
  }

  @Get('my_buyers')
  @Roles('Seller')
  @ApiOperation({
    summary:
      "Bookings of the caller's cars: buyer, contact, meeting place, car, price, paid; active ones, and those cancelled or declined",
  })
  @ApiOkResponse({ type: [SellerOrderView] })
  async myBuyers(@CurrentUser() caller: RegisteredUser): Promise<SellerOrderView[]> {
    return (await this.reads.ofSeller(caller)).map(toSellerOrderView);
  }
}

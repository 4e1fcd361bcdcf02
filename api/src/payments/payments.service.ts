import { ConflictException, GoneException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { CAR_REMOVED, OrderPaymentsService, PaymentNotApplicableException } from '../orders/order-payments.service';
import { OrderReads } from '../orders/order-reads.service';
import type { OrderRecord } from '../orders/schemas/order.schema';
import type { SandboxConfirmDto } from './dto/sandbox-confirm.dto';
import { gatewayCall, PaymentRequiredException } from './gateway-errors';
import { PAYMENT_GATEWAY, type PaymentGateway, type RetrievedIntent } from './gateway/payment-gateway';
import { SandboxGateway } from './gateway/sandbox/sandbox.gateway';
import { intentMismatch } from './intent-matching';
import { CURRENCY, priceToCents } from './money';
import { toPaymentIntentResult, type PaymentIntentResultView } from './payment.views';
import { Payment, type PaymentRecordDoc } from './schemas/payment.schema';
import { Refund, type RefundRecord } from './schemas/refund.schema';
import { FaultPoints } from '../common/faults/fault-points';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';

/** Intent statuses in which the buyer can still (re)try a card on the same intent. */
const OPEN_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

export interface Settlement {
  record: PaymentRecordDoc;
  /** false when the payment had already been recorded (a replay). */
  created: boolean;
}

const refundedMessage = (reason: string) => `${reason} The payment has been refunded to your card.`;

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    @InjectModel(Refund.name) private readonly refunds: Model<Refund>,
    private readonly orders: OrderReads,
    private readonly orderPayments: OrderPaymentsService,
    private readonly faults: FaultPoints,
  ) {}

  /**
   * POST /create-payment-intent: the intent the buyer pays the order with. The amount is the
   * order's; an intent already open for the order is handed back instead of making another.
   */
  async createIntent(caller: RegisteredUser, orderId: string): Promise<PaymentIntentResultView> {
    const order = await this.orders.findOwned(caller, orderId);
    if (order.isPaid) throw new ConflictException('This order is already paid.');
    if (!(await this.orderPayments.carStillListed(order))) {
      throw new GoneException(CAR_REMOVED);
    }

    if (order.paymentIntentId) {
      const current = await gatewayCall(() => this.gateway.retrieveIntent(order.paymentIntentId!));
      if (current && !intentMismatch(current, order)) {
        if (OPEN_STATUSES.has(current.status)) return toPaymentIntentResult(current, this.gateway.mode);
        if (current.status === 'succeeded') {
          // Paid but never recorded (the browser went away after confirming): record it now.
          await this.settle(order, current);
          throw new ConflictException('This order is already paid.');
        }
        if (current.status === 'processing')
          throw new ConflictException('A payment for this order is already being processed.');
      }
    }

    const created = await gatewayCall(() =>
      this.gateway.createIntent({
        orderId: order._id.toString(),
        listingId: order.carId.toString(),
        buyerUid: order.buyerUid,
        amountCents: priceToCents(order.price),
        currency: CURRENCY,
        // Concurrent calls for the same order (double click, two tabs) get the same intent.
        idempotencyKey: `order-${order._id.toString()}-after-${order.paymentIntentId ?? 'none'}`,
      }),
    );
    await this.orderPayments.rememberIntent(order._id, order.paymentIntentId, created.id);
    return toPaymentIntentResult(created, this.gateway.mode);
  }

  /**
   * POST /payments: records the payment only once the processor confirms that this intent
   * succeeded for this order and amount. Replaying the same transaction returns the same record.
   */
  async record(caller: RegisteredUser, orderID: string, transactionID: string): Promise<Settlement> {
    const order = await this.orderPayments.findById(orderID);
    if (!order || !order.buyer.equals(caller.userId)) throw new NotFoundException('Order not found');

    const recorded = await this.payments.findOne({ transactionID }).lean<PaymentRecordDoc>().exec();
    if (recorded) {
      if (!recorded.orderID.equals(order._id))
        throw new ConflictException('This transaction was already recorded for another order.');
      return { record: recorded, created: false };
    }
    // An order paid by another payment is not refused here: if this one succeeded for the
    // order too, settle() gives it back.

    const intent = await gatewayCall(() => this.gateway.retrieveIntent(transactionID));
    if (!intent)
      throw new PaymentRequiredException('No payment with this transaction id exists at the payment provider.');
    if (intent.status !== 'succeeded')
      throw new PaymentRequiredException(`This payment has not succeeded (status: ${intent.status}).`);
    const mismatch = intentMismatch(intent, order);
    if (mismatch) throw new PaymentRequiredException(mismatch);
    return this.settle(order, intent);
  }

  /**
   * Applies a succeeded, matching intent to its order: the order is marked paid by this intent
   * (once), then the record is written (idempotently). A payment that cannot pay the order (its
   * booking lapsed and the car went to someone else, or another payment paid it first) is
   * refunded and answered with 409 saying so. Shared by POST /payments, intent reuse and the webhook.
   */
  async settle(order: OrderRecord, intent: RetrievedIntent): Promise<Settlement> {
    const refunded = await this.refunds.findOne({ transactionID: intent.id }).lean<RefundRecord>().exec();
    if (refunded) return this.completeRefund(refunded);
    let paid: OrderRecord;
    try {
      paid = await this.orderPayments.markPaid(order, intent.id);
    } catch (error) {
      if (error instanceof PaymentNotApplicableException) return this.refund(order, intent, error.message);
      throw error;
    }
    if (paid.transactionID !== intent.id)
      return this.refund(order, intent, 'This order was already paid by another payment.');

    this.faults.reach('payment.before-record');
    const existing = await this.payments.findOne({ transactionID: intent.id }).lean<PaymentRecordDoc>().exec();
    if (existing) return { record: existing, created: false };
    try {
      const created = await this.payments.create({
        transactionID: intent.id,
        orderID: paid._id,
        productID: paid.carId,
        buyer: paid.buyer,
        buyerName: paid.name,
        buyerEmail: paid.email,
        productName: paid.carName,
        sellerName: paid.sellerName,
        amount: intent.amount,
        currency: intent.currency,
      });
      return { record: created.toObject<PaymentRecordDoc>(), created: true };
    } catch (error) {
      // The same payment recorded concurrently (webhook and browser at once): same answer.
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await this.payments.findOne({ transactionID: intent.id }).lean<PaymentRecordDoc>().exec();
      if (!winner) throw error;
      return { record: winner, created: false };
    }
  }

  /**
   * Returns a payment that cannot pay its order to the card and answers 409. The refund is put on
   * file before the processor is asked, so a crash in between leaves a pending refund that the
   * next attempt completes, and a charge on its way back never pays an order.
   */
  private async refund(order: OrderRecord, intent: RetrievedIntent, reason: string): Promise<never> {
    const pending = {
      orderID: order._id,
      buyer: order.buyer,
      amount: intent.amount,
      currency: intent.currency,
      reason,
    };
    try {
      await this.refunds.updateOne({ transactionID: intent.id }, { $setOnInsert: pending }, { upsert: true }).exec();
    } catch (error) {
      // Put on file concurrently (webhook and browser at once): one refund either way.
      if (!isDuplicateKeyError(error)) throw error;
    }
    const record = await this.refunds.findOne({ transactionID: intent.id }).lean<RefundRecord>().exec();
    return this.completeRefund(record!);
  }

  /** Asks the processor for a refund on file (idempotent there, per intent), records its id, answers 409. */
  private async completeRefund(record: RefundRecord): Promise<never> {
    if (!record.refundId) {
      const { transactionID: intentId, orderID, reason } = record;
      const refund = await gatewayCall(() =>
        this.gateway.refundIntent({ intentId, orderId: orderID.toString(), reason }),
      );
      this.faults.reach('refund.after-gateway');
      await this.refunds
        .updateOne(
          { transactionID: intentId },
          { $set: { refundId: refund.id, amount: refund.amount, currency: refund.currency } },
        )
        .exec();
      this.logger.warn(
        `Refunded ${intentId} (${refund.amount} ${refund.currency}, order ${orderID.toString()}): ${reason}`,
      );
    }
    throw new ConflictException(refundedMessage(record.reason));
  }

  /**
   * POST /sandbox/confirm: the sandbox card form's stand-in for Stripe.js confirming a card
   * payment. Only the buyer of the intent's order may confirm it; to anyone else it does not exist.
   */
  async confirmTestCard(caller: RegisteredUser, body: SandboxConfirmDto): Promise<RetrievedIntent> {
    const sandbox = this.gateway;
    if (!(sandbox instanceof SandboxGateway))
      throw new NotFoundException('Card payments go through Stripe; the sandbox is off.');
    const notFound = new NotFoundException(`No such payment_intent: '${body.paymentIntentId}'`);
    const intent = await sandbox.retrieveIntent(body.paymentIntentId);
    if (!intent?.metadata.orderId) throw notFound;
    const order = await this.orderPayments.findById(intent.metadata.orderId);
    if (!order || !order.buyer.equals(caller.userId)) throw notFound;
    const { cardNumber, expMonth, expYear, cvc } = body;
    return gatewayCall(() => sandbox.confirm(body.paymentIntentId, { cardNumber, expMonth, expYear, cvc }));
  }
}

import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type QueryFilter } from 'mongoose';
import { AuditLog } from '../audit/audit-log';
import type { RegisteredUser } from '../auth/auth-user';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { keysetSort, pageFilter, pageOf, type KeyOrder, type Page } from '../common/paging/paging';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { OrderPaymentsService } from '../orders/order-payments.service';
import type { CreateReviewDto } from './dto/review.dto';
import { Review, type ReviewRecord } from './schemas/review.schema';
import { SHOWN_REVIEWS } from './seller-ratings';
import { APP_ROUTES } from '../common/app-routes';

export const REVIEWS_PAGE_SIZE = 10;
const NO_OUTBOX = { outbox: 0 } as const;

/** Reviews of sellers by the buyers of their paid orders. */

const NEWEST_FIRST: KeyOrder = { field: 'createdAt', direction: -1, kind: 'date' };
@Injectable()
export class ReviewsService implements OnModuleInit {
  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly orders: OrderPaymentsService,
    private readonly outbox: OutboxDispatcher,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    this.outbox.register(this.reviews);
  }

  /**
   * The buyer of a paid order reviews its seller, once per order. Without such an order the answer
   * is 403 whatever the order id names (someone else's, unpaid, lapsed or none at all).
   */
  async create(caller: RegisteredUser, body: CreateReviewDto): Promise<ReviewRecord> {
    const order = await this.orders.findById(body.orderId);
    if (!order || !order.buyer.equals(caller.userId) || !order.isPaid) {
      throw new ForbiddenException('Only the buyer of a paid order may review its seller.');
    }
    if (await this.reviews.exists({ order: order._id }).exec()) throw this.alreadyReviewed();
    const _id = new Types.ObjectId();
    const buyerName = order.name.split(/\s+/)[0] || 'Buyer';
    try {
      // The review and the seller's notification: one write.
      const created = await this.reviews.create({
        _id,
        order: order._id,
        seller: order.seller,
        buyer: order.buyer,
        buyerName,
        carName: order.carName,
        brand: order.brand,
        rating: body.rating,
        text: body.text ?? '',
        outbox: outboxEntries(
          'new-review',
          [order.seller],
          {
            title: `${buyerName} gave you ${body.rating} of 5 stars for the ${order.brand} ${order.carName}`,
            body: body.text || '(no text)',
            link: APP_ROUTES.seller(order.seller),
          },
          _id,
        ),
      });
      await this.outbox.afterWrite(this.reviews, _id);
      const { outbox: _sent, ...review } = created.toObject<ReviewRecord>();
      return review;
    } catch (error) {
      if (isDuplicateKeyError(error)) throw this.alreadyReviewed(); // two reviews of one order racing
      throw error;
    }
  }

  /** The reviewed seller answers, once. */
  async answer(caller: RegisteredUser, id: string, text: string): Promise<ReviewRecord> {
    const answered = await this.reviews
      .findOneAndUpdate(
        {
          _id: new Types.ObjectId(id),
          seller: new Types.ObjectId(caller.userId),
          answer: { $exists: false },
          ...SHOWN_REVIEWS,
        },
        { $set: { answer: { text, createdAt: new Date() } } },
        { returnDocument: 'after', projection: NO_OUTBOX },
      )
      .lean<ReviewRecord>()
      .exec();
    if (answered) return answered;
    const review = await this.reviews
      .findOne({ _id: new Types.ObjectId(id), ...SHOWN_REVIEWS })
      .lean<ReviewRecord>()
      .exec();
    if (!review) throw new NotFoundException('Review not found');
    if (!review.seller.equals(caller.userId))
      throw new ForbiddenException('Only the reviewed seller may answer a review.');
    throw new ConflictException('You have already answered this review.');
  }

  /**
   * Admins: the review disappears from every page (and the queue of reported reviews); the order
   * still cannot be reviewed again. Kept in the audit log the first time.
   */
  async remove(caller: RegisteredUser, id: string): Promise<void> {
    const found = await this.reviews.exists({ _id: new Types.ObjectId(id) }).exec();
    if (!found) throw new NotFoundException('Review not found');
    const removed = await this.reviews
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), ...SHOWN_REVIEWS },
        {
          $set: { removedAt: new Date(), removedBy: new Types.ObjectId(caller.userId) },
          $unset: { reportedAt: 1 },
        },
        { projection: NO_OUTBOX },
      )
      .lean<ReviewRecord>()
      .exec();
    if (removed) await this.audit.record(caller, { action: 'review-removed', target: reviewTarget(removed) });
  }

  /** Shown reviews, newest first: of one seller, or all of them (admins). */
  async page(seller: Types.ObjectId | null, limit = REVIEWS_PAGE_SIZE, cursor?: string): Promise<Page<ReviewRecord>> {
    const filter: QueryFilter<Review> = seller ? { seller, ...SHOWN_REVIEWS } : { ...SHOWN_REVIEWS };
    const [rows, total] = await Promise.all([
      this.reviews
        .find(pageFilter(filter, NEWEST_FIRST, cursor), NO_OUTBOX)
        .sort(keysetSort(NEWEST_FIRST))
        .limit(limit + 1)
        .lean<ReviewRecord[]>()
        .exec(),
      this.reviews.countDocuments(filter).exec(),
    ]);
    return pageOf(rows, limit, total, NEWEST_FIRST);
  }

  /** The caller's own reviews as a buyer (removed ones too: their orders cannot be reviewed again), newest first. */
  ofBuyer(caller: RegisteredUser): Promise<ReviewRecord[]> {
    return this.reviews
      .find({ buyer: new Types.ObjectId(caller.userId) }, NO_OUTBOX)
      .sort({ createdAt: -1, _id: -1 })
      .lean<ReviewRecord[]>()
      .exec();
  }

  /** Ids of the shown reviews of the caller (as the reviewed seller) not answered yet: where the seller page offers Answer. */
  async unansweredOf(caller: RegisteredUser): Promise<string[]> {
    const rows = await this.reviews
      .find({ seller: new Types.ObjectId(caller.userId), answer: { $exists: false }, ...SHOWN_REVIEWS }, { _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    return rows.map((r) => r._id.toString());
  }

  private alreadyReviewed(): ConflictException {
    return new ConflictException('You have already reviewed this order.');
  }
}

/** How the audit log names a review. */
export const reviewTarget = (review: ReviewRecord) => ({
  kind: 'review' as const,
  id: review._id,
  label: `${review.buyerName}'s review (${review.rating} of 5) of the ${review.brand} ${review.carName}`,
});

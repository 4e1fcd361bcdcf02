import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { CategoriesService } from '../categories/categories.service';
import { LISTING_WRITTEN, type ListingWritten } from '../listings/listing-events';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import type { CreateSavedSearchDto } from './dto/saved-search.dto';
import { criteriaOf } from './saved-search-criteria';
import { SavedSearchMatcher } from './saved-search-matcher';
import { parseSearchPath } from './saved-search-path';
import { SavedSearch, type SavedSearchRecord } from './saved-search.schema';

export const MAX_SAVED_SEARCHES = 20;
const NO_OUTBOX = { outbox: 0 } as const;

/** Saved searches: a user's list of them; new and cheaper listings are matched by SavedSearchMatcher. */
@Injectable()
export class SavedSearchesService implements OnModuleInit {
  constructor(
    @InjectModel(SavedSearch.name) private readonly searches: Model<SavedSearch>,
    private readonly categories: CategoriesService,
    private readonly matcher: SavedSearchMatcher,
    private readonly outbox: OutboxDispatcher,
  ) {}

  onModuleInit(): void {
    this.outbox.register(this.searches);
  }

  /** A posted or cheaper listing is queued for matching; the write answers without waiting for it. */
  @OnEvent(LISTING_WRITTEN)
  async onListingWritten({ listing }: ListingWritten): Promise<void> {
    await this.matcher.enqueue(listing);
  }

  async create(caller: RegisteredUser, body: CreateSavedSearchDto): Promise<SavedSearchRecord> {
    const { path, categoryId, query } = await parseSearchPath(body.path);
    if (categoryId !== undefined && !(await this.categories.exists(categoryId)))
      throw new BadRequestException(`Category ${categoryId} does not exist`);
    const user = new Types.ObjectId(caller.userId);
    if ((await this.searches.countDocuments({ user }).exec()) >= MAX_SAVED_SEARCHES) throw this.tooMany();
    const created = await this.searches.create({
      user,
      name: body.name,
      path,
      categoryId,
      query: { ...query },
      criteria: criteriaOf({ categoryId }, query),
    });
    // Concurrent saves can all pass the count: the one that finds itself over the cap backs out.
    if ((await this.searches.countDocuments({ user }).exec()) > MAX_SAVED_SEARCHES) {
      await this.searches.deleteOne({ _id: created._id }).exec();
      throw this.tooMany();
    }
    return created.toObject<SavedSearchRecord>();
  }

  list(caller: RegisteredUser): Promise<SavedSearchRecord[]> {
    return this.searches
      .find({ user: new Types.ObjectId(caller.userId) }, NO_OUTBOX)
      .sort({ createdAt: -1, _id: -1 })
      .lean<SavedSearchRecord[]>()
      .exec();
  }

  async remove(caller: RegisteredUser, id: string): Promise<void> {
    const { deletedCount } = await this.searches
      .deleteOne({ _id: new Types.ObjectId(id), user: new Types.ObjectId(caller.userId) })
      .exec();
    if (!deletedCount) throw new NotFoundException('Saved search not found');
  }

  /** The user opened it: its new matches are seen. */
  async seen(caller: RegisteredUser, id: string): Promise<void> {
    const { matchedCount } = await this.searches
      .updateOne({ _id: new Types.ObjectId(id), user: new Types.ObjectId(caller.userId) }, { $set: { matched: [] } })
      .exec();
    if (!matchedCount) throw new NotFoundException('Saved search not found');
  }

  private tooMany(): ConflictException {
    return new ConflictException(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first.`);
  }
}

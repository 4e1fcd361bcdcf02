import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { UsersModule } from '../users/users.module';
import { SitemapsController } from './sitemaps.controller';
import { Sitemaps } from './sitemaps.service';

/** The sitemap files crawlers read (through the shell's origin): reads listings and users, owns no data. */
@Module({
  imports: [ListingsModule, UsersModule],
  controllers: [SitemapsController],
  providers: [Sitemaps],
})
export class SitemapsModule {}

import { ApiProperty } from '@nestjs/swagger';
import type { SavedSearchRecord } from './saved-search.schema';

export class SavedSearchView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The page path to open: /category/<id>?… or /search?…' }) path: string;
  @ApiProperty({ description: 'Listings matched since the search was last opened (PUT …/seen)' }) newMatches: number;
  @ApiProperty({ description: 'ISO date-time' }) createdAt: string;
}

export function toSavedSearchView(s: SavedSearchRecord): SavedSearchView {
  return {
    _id: s._id.toString(),
    name: s.name,
    path: s.path,
    newMatches: s.matched?.length ?? 0,
    createdAt: new Date(s.createdAt).toISOString(),
  };
}

import { ApiProperty } from '@nestjs/swagger';
import type { CategoryRecord } from './schemas/category.schema';

export class CategoryView {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 1 }) category_id: number;
  @ApiProperty({ example: 'TESLA' }) name: string;
  @ApiProperty({ example: '/static/categories/tesla.svg' }) image: string;
}

export function toCategoryView(category: CategoryRecord): CategoryView {
  return {
    _id: category._id.toString(),
    category_id: category.category_id,
    name: category.name,
    image: category.image,
  };
}

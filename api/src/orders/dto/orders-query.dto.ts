import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';

/** Query of GET /orders. */
export class OrdersQueryDto {
  @ApiPropertyOptional({ description: "Whose orders; defaults to the caller's. Only admins may name someone else." })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email?: string;
}

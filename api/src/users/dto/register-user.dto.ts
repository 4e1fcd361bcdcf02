import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { SIGNUP_ROLES, type Role } from '../../common/roles';

/** Body of POST /users (shared-ui RegisterUserBody). The e-mail and uid come from the token, never from here. */
export class RegisterUserDto {
  @ApiPropertyOptional({
    description: 'Display name; defaults to the token name or the e-mail local part',
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({
    enum: SIGNUP_ROLES,
    enumName: 'SignupRole',
    description: 'Chosen at sign-up; omitted at login (an unknown account becomes Buyer)',
  })
  @IsOptional()
  @IsIn(SIGNUP_ROLES)
  role?: Role;
}

/** The original client sends ?email=; it must be the caller's own. */
export class RegisterUserQueryDto {
  @ApiPropertyOptional({ description: "Must equal the token's e-mail when given" })
  @IsOptional()
  @IsEmail()
  email?: string;
}

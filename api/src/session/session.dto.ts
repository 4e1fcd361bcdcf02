import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

/** Body of POST /session. */
export class CreateSessionDto {
  @ApiProperty({ description: "The caller's fresh Firebase ID token (from sign-in or getIdToken())" })
  @IsString()
  @Length(1, 8192, { message: 'idToken must be a Firebase ID token' })
  idToken: string;
}

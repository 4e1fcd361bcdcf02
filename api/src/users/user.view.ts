import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '../common/roles';
import type { AuthUser } from '../auth/auth-user';
import type { UserRecord } from './schemas/user.schema';

/** An admin suspended the account. */
export class SuspensionView {
  @ApiProperty({ description: 'ISO date-time' }) at: string;
  @ApiProperty({ description: 'What the admin told the account (plain text)' }) reason: string;
}

/** A user as the API sends it (shared-ui User). */
export class UserView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES, enumName: 'Role' }) role: Role;
  @ApiProperty() isVerified: boolean;
  @ApiPropertyOptional({ type: SuspensionView, description: 'An admin suspended the account: why and when' })
  suspension?: SuspensionView;
  @ApiPropertyOptional({
    description: 'ISO date-time: an unverified seller asked to be verified (cleared once verified)',
  })
  verificationRequestedAt?: string;
}

export function toUserView(user: UserRecord): UserView {
  return {
    _id: user._id.toString(),
    name: user.name,
    email: user.email,
    role: user.role,
    isVerified: user.isVerified,
    ...(user.suspension && { suspension: { at: user.suspension.at.toISOString(), reason: user.suspension.reason } }),
    ...(user.verificationRequestedAt && { verificationRequestedAt: user.verificationRequestedAt.toISOString() }),
  };
}

/** The caller's own account (GET /me, PUT /me/profile): the user plus what only its owner sees. */
export class OwnAccountView extends UserView {
  @ApiPropertyOptional({
    description: "The account's sign-in uid: whom a server-drawn page was drawn for, compared with the browser's own",
  })
  uid?: string;
  @ApiPropertyOptional({
    description: "Whether the sign-in account's e-mail address is verified (the token's or session's claim)",
  })
  emailVerified?: boolean;
  @ApiPropertyOptional({ description: 'Pre-fills booking forms; never shown to anyone else' }) phone?: string;
  @ApiPropertyOptional({ description: "Pre-fills the listings' distance filter; never shown to anyone else" })
  homeZip?: string;
}

/** `caller`: the verified token or session of the account's owner (its e-mail verification). */
export function toOwnAccountView(user: UserRecord, caller: Pick<AuthUser, 'emailVerified'>): OwnAccountView {
  return {
    ...toUserView(user),
    emailVerified: caller.emailVerified,
    ...(user.uid && { uid: user.uid }),
    ...(user.phone && { phone: user.phone }),
    ...(user.homeZip && { homeZip: user.homeZip }),
  };
}

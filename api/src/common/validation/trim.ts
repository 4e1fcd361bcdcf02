import { Transform } from 'class-transformer';

/** Trims strings (so "   " fails @IsNotEmpty); leaves other types for the type validators to reject. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

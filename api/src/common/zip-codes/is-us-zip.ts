import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import { isKnownZip, ZIP_PATTERN } from './zip-codes';

/**
 * An optional 5-digit US ZIP code that the offline table knows (400 otherwise, saying which);
 * `emptyRemoves`: "" is accepted too (a saved setting cleared).
 */
export const OptionalUsZip = (description: string, { emptyRemoves = false } = {}) =>
  applyDecorators(
    ApiPropertyOptional({
      example: '78701',
      pattern: emptyRemoves ? `^$|${ZIP_PATTERN.source}` : ZIP_PATTERN.source,
      description,
    }),
    IsOptional(),
    ValidateBy({
      name: 'isUsZip',
      validator: {
        validate: (v: unknown) => isKnownZip(v) || (emptyRemoves && v === ''),
        defaultMessage: (args) =>
          typeof args?.value === 'string' && ZIP_PATTERN.test(args.value)
            ? `${args.property} ${args.value} is not a known US ZIP code`
            : `${args?.property} must be a 5-digit US ZIP code`,
      },
    }),
  );

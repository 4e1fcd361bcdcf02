import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/**
 * The global validation rules: unknown fields are rejected, and types are checked, not coerced
 * (no implicit conversion: an object where a string belongs is a 400, not "[object Object]").
 * Query numbers opt in to conversion explicitly with @Type(() => Number) in their DTO.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(flatten(errors)),
  });
}

/** One message per failed rule, each naming its field (nested fields as a.b). */
function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      parent ? message.replace(error.property, path) : message,
    );
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isURL } from 'class-validator';
import { isServedAsset } from '../../assets';

/** An http(s) URL, or a /static/... path naming an image this API serves. */
export function IsImageReference(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isImageReference',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: `${String(propertyName)} must be an http(s) URL or a /static/... image served by this API`,
        ...options,
      },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          (isServedAsset(value) ||
            isURL(value, { protocols: ['http', 'https'], require_protocol: true, require_tld: false })),
      },
    });
}

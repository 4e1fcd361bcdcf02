import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Route ids are 24-hex ObjectIds; anything else is the client's mistake (400), never a 500 or a 404. */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !OBJECT_ID.test(value))
      throw new BadRequestException('Invalid id: expected a 24-character hex ObjectId');
    return value.toLowerCase();
  }
}

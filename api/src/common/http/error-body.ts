import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';

/** The one JSON shape of every error the API sends (shared-ui ApiErrorBody). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
}

/** ErrorBody in the OpenAPI document. */
@ApiSchema({ name: 'ApiErrorBody' })
export class ErrorBodyView implements ErrorBody {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: 'Bad Request', description: "The status code's reason phrase" }) error: string;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'One message, or one per failed validation rule (each naming its field)',
  })
  message: string | string[];
}

export function errorBody(statusCode: number, message: string | string[]): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { messageCodes } from '@weather/validation';
import type { ApiFieldError, ErrorBody } from './error-body';
import { type ErrorCode, errorCodes, fieldErrorCatalogue, type ServiceFieldErrorCode } from './error-code';

const fieldErrorCodes = [...messageCodes, ...(Object.keys(fieldErrorCatalogue) as ServiceFieldErrorCode[])];

/** OpenAPI description of one refused field. */
export class FieldErrorDto implements ApiFieldError {
  @ApiProperty({ example: 'first_name' })
  field: string;

  @ApiProperty({ enum: fieldErrorCodes, enumName: 'FieldErrorCode', example: 'FIRST_NAME_REQUIRED' })
  code: ApiFieldError['code'];

  @ApiProperty({ example: 'First name is required' })
  message: string;
}

/** OpenAPI description of every error answer. */
export class ErrorBodyDto implements ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ enum: errorCodes, enumName: 'ErrorCode', example: 'VALIDATION_FAILED' })
  code: ErrorCode;

  @ApiProperty({ example: 'Some fields are not valid' })
  message: string;

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  errors?: FieldErrorDto[];
}

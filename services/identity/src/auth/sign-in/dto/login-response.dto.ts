import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SECOND_STEP_METHODS, type SecondStepMethod } from '@weather/validation';

/** A second step is due before any session exists (docs/second-factor-contract.md). */
export class SecondStepDueDto {
  @ApiProperty({ enum: SECOND_STEP_METHODS, enumName: 'SecondStepMethod', isArray: true, description: "The user's ways through the second step; empty with enrolment_required" })
  methods: SecondStepMethod[];

  @ApiProperty({ description: "True: the user has no factor and their enterprise requires one; they add one now" })
  enrolment_required: boolean;
}

/** SPEC §3 Login response: what the portal needs to choose the next step of the sign-in flow. */
export class LoginResponseDto {
  @ApiProperty({ description: 'False: the portal asks for the magic code first' })
  is_verified: boolean;

  @ApiProperty({ description: 'True: the portal sends the user to /password/update' })
  is_force_reset_password: boolean;

  @ApiPropertyOptional({ type: SecondStepDueDto, description: 'Present when a second step is due: no session started, the weather_second_step cookie is set' })
  second_step?: SecondStepDueDto;
}

import { ApiProperty } from '@nestjs/swagger';
import { SiteApplicationDto } from './site-application.dto';
import { SiteApplicationTranslationsDto } from './site-application-translations.dto';

/** One application as its administrator edits it: the English name and description, and the other languages' texts. */
export class SiteApplicationDetailDto extends SiteApplicationDto {
  @ApiProperty({ type: SiteApplicationTranslationsDto, description: 'The texts in the portal\'s other languages; null where English is shown' })
  translations: SiteApplicationTranslationsDto;
}

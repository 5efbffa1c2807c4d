import type { SiteApplicationInputDto } from './dto/site-application-input.dto';
import { editableFields } from './site-application-editor.service';

const form: SiteApplicationInputDto = {
  client_id: ' weather-radar ',
  name: ' Radar ',
  description: ' Rain ',
  image_url: ' /logo.svg ',
  base_url: ' http://localhost:4001 ',
  callback_url: 'http://localhost:4001/cb',
  webhook_url: 'http://localhost:4001/hook',
  sysadmin_url: ' http://localhost:4001/admin ',
  ordering_number: 2,
};

describe('editableFields', () => {
  it('stores the trimmed values under the entity names', () => {
    expect(editableFields(form)).toEqual({
      clientId: 'weather-radar',
      name: 'Radar',
      description: 'Rain',
      imageUrl: '/logo.svg',
      baseUrl: 'http://localhost:4001',
      callbackUrl: 'http://localhost:4001/cb',
      webhookUrl: 'http://localhost:4001/hook',
      sysadminUrl: 'http://localhost:4001/admin',
      orderingNumber: 2,
    });
  });

  it.each(['', '  ', null, undefined])('stores a sysadmin url of %p as null', (blank) => {
    expect(editableFields({ ...form, sysadmin_url: blank }).sysadminUrl).toBeNull();
  });
});

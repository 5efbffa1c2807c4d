let formCount = 0;

/** A valid POST/PUT /v1/siteapplications body whose client id no other test uses. */
export function applicationForm(fields: Record<string, unknown> = {}): Record<string, unknown> {
  formCount += 1;
  const base = 'http://localhost:4011';
  return {
    client_id: `catalogue-${formCount}-${Date.now().toString(36)}`,
    name: `Catalogue ${formCount}`,
    description: 'An application added through the API',
    image_url: `${base}/logo.svg`,
    base_url: base,
    callback_url: `${base}/auth/callback`,
    webhook_url: `${base}/webhooks/identity`,
    sysadmin_url: `${base}/admin`,
    ordering_number: 2,
    ...fields,
  };
}

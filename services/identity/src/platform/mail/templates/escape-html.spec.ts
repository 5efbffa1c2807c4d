import { escapeHtml } from './escape-html';

describe(escapeHtml.name, () => {
  it('turns markup and quotes into entities', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co');
  });

  it('leaves plain text alone', () => {
    expect(escapeHtml('Zoë Rossi, città')).toBe('Zoë Rossi, città');
  });
});

// The sandbox provider's payment page writes what it shows as text, never as markup.
import { describe, expect, it } from 'vitest';
import { renderSandboxPage } from '../../../server/money/sandbox/sandboxPage';

describe('sandbox payment page', () => {
  it('escapes the payment id, final status and result address it shows', () => {
    const html = renderSandboxPage({
      paymentId: 'p"><script>1</script>',
      type: 'deposit',
      amount: 1000,
      currencyId: 643,
      finalStatus: "<b>done</b> & 'kept'",
      resultUrl: '/ru/?a=1&b="2"',
    });
    expect(html).not.toContain('<script>1');
    expect(html).not.toContain('<b>done');
    expect(html).toContain('&lt;b&gt;done&lt;/b&gt; &amp; &#39;kept&#39;');
    expect(html).toContain('href="/ru/?a=1&amp;b=&quot;2&quot;"');
  });
});

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The frame of the provider's pages in the portal's look (the weather theme's brand blue, Segoe UI
 * as Fluent's font): a card with the title, the given body and the footer. No script anywhere: the
 * service's CSP allows none, and a page that submits a form does it by a button. `title` is escaped
 * here; `body` must be escaped by the caller.
 */
export function oidcPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><span class="brand">Weather</span></header>
<main><h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** The theme's colours (packages/ui weather-theme: brand 80 and 70, neutral greys). */
const STYLE = [
  'body{margin:0;background:#f5f5f5;color:#242424;font-family:"Segoe UI","Segoe UI Web (West European)",-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",sans-serif;font-size:14px;line-height:20px}',
  'header{height:48px;display:flex;align-items:center;padding:0 16px;background:#0a6cc4;color:#fff}',
  '.brand{font-size:16px;font-weight:600}',
  'main{box-sizing:border-box;max-width:440px;margin:48px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 2px 4px rgba(0,0,0,.14),0 0 2px rgba(0,0,0,.12)}',
  'h1{margin:0 0 12px;font-size:20px;line-height:28px;font-weight:600}',
  'p{margin:0 0 16px}',
  '.code{color:#616161;font-size:12px}',
  '.actions{display:flex;gap:8px;flex-wrap:wrap}',
  'button,a.button{display:inline-block;box-sizing:border-box;min-width:96px;padding:5px 12px;border-radius:4px;border:1px solid #d1d1d1;background:#fff;color:#242424;font:inherit;font-weight:600;text-decoration:none;text-align:center;cursor:pointer}',
  'button.primary,a.button.primary{background:#0a6cc4;border-color:transparent;color:#fff}',
  'button.primary:hover,a.button.primary:hover{background:#005faf}',
  'button:focus-visible,a:focus-visible{outline:2px solid #242424;outline-offset:2px}',
].join('');

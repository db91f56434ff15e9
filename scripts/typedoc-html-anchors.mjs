// TypeDoc plugin: lets links point at explicit HTML anchors in markdown documents.
// The rulings pages put `<a id="n6"></a>` before each ruling's heading so that links stay short
// and stable (`dice.md#n6`) whatever the heading says. TypeDoc checks link anchors against the
// headings it slugs and knows nothing of raw HTML ids, so this registers every `<a id="…">` of a
// page with that page's slugger as the page is rendered (before TypeDoc checks the links).
import { MarkdownEvent } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownEvent.PARSE, (event) => {
    const ids = [...event.originalText.matchAll(/<a\s+id="([A-Za-z0-9_-]+)"\s*>\s*<\/a>/g)].map((m) => m[1]);
    if (ids.length === 0) return;
    const slugger = app.renderer.router.getSlugger(event.page.model);
    for (const id of ids) if (!slugger.hasAnchor(id)) slugger.slug(id);
  });
}

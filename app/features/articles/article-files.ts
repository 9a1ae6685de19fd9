import { strToU8, zipSync } from 'fflate';
import type { Article } from './article';

/**
 * An article as a Markdown file: YAML front matter with everything but the text, then its
 * sections, a blank line apart. Every value is written as JSON, which YAML reads as it is, so no
 * title or tag needs quoting rules of its own.
 * @example buildArticleMarkdown(article)
 *   // '---\ntitle: "Arsenal v Chelsea preview"\nslug: "arsenal-v-chelsea-preview"\nkind: "news"\n...---\n\nArsenal host Chelsea on Sunday.\n'
 */
export function buildArticleMarkdown(article: Article): string {
  const frontMatter = {
    title: article.title,
    slug: article.slug,
    kind: article.kind,
    status: article.status,
    publishedAt: article.publishedAt,
    author: article.author,
    excerpt: article.excerpt,
    tags: article.tags,
    keywords: article.keywords,
    channels: article.channels,
    matchDate: article.matchDate,
    matchVenue: article.matchVenue,
    imageUrl: article.imageUrl,
    imageAlt: article.imageAlt,
    imageCredit: article.imageCredit,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
  };
  const lines = Object.entries(frontMatter).map(
    ([key, value]) => `${key}: ${JSON.stringify(value)}`,
  );
  return `---\n${lines.join('\n')}\n---\n\n${article.sections.join('\n\n')}\n`;
}

/**
 * Articles as a zip of Markdown files, `<slug>.md` each (slugs are unique and safe as file
 * names), dated by their last change.
 * @example unzipSync(buildArticlesZip([article])) // { 'arsenal-v-chelsea-preview.md': Uint8Array }
 */
export function buildArticlesZip(articles: readonly Article[]): Uint8Array<ArrayBuffer> {
  return zipSync(
    Object.fromEntries(
      articles.map((article) => [
        `${article.slug}.md`,
        [strToU8(buildArticleMarkdown(article)), { mtime: new Date(article.updatedAt) }],
      ]),
    ),
  );
}

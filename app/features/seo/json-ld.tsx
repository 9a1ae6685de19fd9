/**
 * One schema.org object as a `<script type="application/ld+json">` in the page body. Every `<`
 * is written as `\u003c` (the same character to a JSON reader), so no text in it, such as a team
 * name staff typed, can end the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

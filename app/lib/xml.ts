/** Escapes text for XML, and HTML, element content and quoted attribute values (markup written as a string). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** Wraps markup in CDATA, splitting any `]]>` inside so the section cannot end early. */
export function cdata(markup: string): string {
  return `<![CDATA[${markup.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

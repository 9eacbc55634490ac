// The markdown renderer's safety rules, rendered for real (react-dom/server): raw HTML stays text,
// only http/https/mailto links survive and open safely, and no image is ever loaded.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import MarkdownRenderer, { safeUrlTransform } from "./markdown-renderer";

const render = (markdown: string) => renderToStaticMarkup(createElement(MarkdownRenderer, null, markdown));

describe("markdown renderer", () => {
  it("shows raw HTML as text: no script, iframe or event handler reaches the page", () => {
    const html = render('Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <iframe src="https://evil.example"></iframe>\n\n<div onclick="x()">block</div>');
    expect(html).not.toMatch(/<script|<iframe|<img|<div onclick/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("drops javascript:, data: and relative links, keeping their text", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>x</script>", "vbscript:x", "/api/auth/logout", "//evil.example"]) {
      const html = render(`[click me](${href.replace(/\s/g, "%09")}) and <${href}>`);
      expect({ href, html }).not.toEqual({ href, html: expect.stringContaining("<a ") });
      expect(html).toContain("click me");
    }
  });

  it("keeps http, https and mailto links, opening them with noopener noreferrer", () => {
    const html = render("[site](https://example.org/a?b=1) [plain](http://example.org) [mail](mailto:help@example.org) https://auto.example.org");
    expect(html).toContain('<a href="https://example.org/a?b=1" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="http://example.org"');
    expect(html).toContain('href="mailto:help@example.org"');
    expect(html).toContain('href="https://auto.example.org"');
  });

  it("never loads a remote image: it shows its alt text", () => {
    const html = render("![tracking pixel](https://evil.example/pixel.png) ![](https://evil.example/x.png)");
    expect(html).not.toMatch(/<img|evil\.example/);
    expect(html).toContain("[tracking pixel]");
  });

  it("renders GFM: headings, lists, tables, strikethrough", () => {
    const html = render("## Goals\n\n- one\n- ~~two~~\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain("<h3");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<del>two</del>");
    expect(html).toContain("<table");
  });

  it("the URL rule itself", () => {
    expect(safeUrlTransform("https://x.org", "href", { type: "element", tagName: "a", properties: {}, children: [] })).toBe("https://x.org");
    expect(safeUrlTransform("https://x.org/i.png", "src", { type: "element", tagName: "img", properties: {}, children: [] })).toBe("");
    expect(safeUrlTransform("javascript:alert(1)", "href", { type: "element", tagName: "a", properties: {}, children: [] })).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { isKeepable, mainContentOf } from "./kept-content.ts";

const body = (content: string) =>
  `<a href="#main">skip</a><header><button>menu</button></header><main id="main" tabindex="-1" class="m">${content}</main><footer><button>top</button></footer>`;

describe("kept pages", () => {
  it("reads the content of <main> only, not the frame around it", () => {
    expect(mainContentOf(body("<h1>x</h1>"))).toBe("<h1>x</h1>");
    expect(mainContentOf("<div>no main</div>")).toBeUndefined();
  });

  it("keeps a page of text, images and links (its own tabindex on <main> does not count)", () => {
    expect(
      isKeepable(
        body('<h1>Title</h1><p>Text <a href="/cn/contact">link</a></p><img src="a.png" alt="">'),
        false,
      ),
    ).toBe(true);
  });

  it.each([
    ["a button", "<button>Go</button>"],
    ["a form field", '<label>Name <input id="n"></label>'],
    ["a form", '<form action="/x"></form>'],
    ["a select", "<select><option>1</option></select>"],
    ["a text area", "<textarea></textarea>"],
    ["a video", '<video src="v.mp4"></video>'],
    ["a disclosure", "<details><summary>More</summary></details>"],
    ["a focusable element", '<div tabindex="0">x</div>'],
    ["an ARIA widget", '<div role="tab">x</div>'],
    ["editable text", '<div contenteditable="true">x</div>'],
  ])("hydrates a page with %s", (_name, html) => {
    expect(isKeepable(body(`<p>text</p>${html}`), false)).toBe(false);
  });

  it("hydrates a live page whatever its HTML, and a body without <main>", () => {
    expect(isKeepable(body("<p>text</p>"), true)).toBe(false);
    expect(isKeepable("<p>text</p>", false)).toBe(false);
  });

  it("does not mistake words for elements", () => {
    expect(isKeepable(body("<p>Press the button to open a form; role=&quot;button&quot;</p>"), false)).toBe(
      true,
    );
    expect(isKeepable(body('<p class="buttons">x</p><a href="/cn/form">form</a>'), false)).toBe(true);
  });
});

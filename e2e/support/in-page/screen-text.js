// @ts-check
// Runs inside the page: e2e/support/screen-checks.ts reads this file as text and evaluates it there
// (untouched by any bundler), so it is plain browser JavaScript, self-contained, and type-checked
// against the DOM by tsconfig.renderer-tests.json.

/**
 * What the screen as it stands shows a player: text drawn over other text, every string shown
 * or read out, and the controls smaller than a fingertip (44×44 CSS px). With a modal dialog open only the dialog counts: the page behind it is inert and
 * covered on purpose.
 * @returns {{ overlaps: { first: string, second: string, by: string }[], strings: { text: string, where: string }[], smallTargets: string[] }}
 */
export function inspectScreen() {
  /** With a modal dialog open only the dialog counts: the page behind it is inert and covered on purpose. */
  function screenRoot() {
    const dialogs = Array.from(document.querySelectorAll('dialog[open]'));
    return dialogs.at(-1) ?? document.body;
  }

  /** @param {Element} element */
  function isShown(element) {
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  }

  /** @param {Element} element @param {string} text */
  function describe(element, text) {
    const classes = Array.from(element.classList).slice(0, 2).map((c) => `.${c}`).join('');
    const words = text.replace(/\s+/g, ' ').trim();
    return `“${words.length > 70 ? `${words.slice(0, 67)}…` : words}” (${element.tagName.toLowerCase()}${classes})`;
  }

  /**
   * The part of a rectangle that shows through every clipping ancestor (scrolling boxes, ellipsis
   * cut-offs, the 1px clip of screen-reader-only text), or null when none of it shows.
   * @param {DOMRect} rect @param {Element} from
   */
  function clipped(rect, from) {
    let { left, top, right, bottom } = rect;
    for (let el = /** @type {Element | null} */ (from); el && el !== document.documentElement; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.position === 'absolute' && style.clip !== 'auto') return null;
      const clipsX = style.overflowX !== 'visible' || style.clipPath !== 'none';
      const clipsY = style.overflowY !== 'visible' || style.clipPath !== 'none';
      if (clipsX || clipsY) {
        const box = el.getBoundingClientRect();
        if (clipsX) [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
        if (clipsY) [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
      }
      if (right - left < 2 || bottom - top < 2) return null;
    }
    return new DOMRect(left, top, right - left, bottom - top);
  }

  /**
   * @typedef {{ rect: DOMRect, owner: Element, node: Node, label: string }} Box
   * @returns {Box[]} every line of visible text, and every visible form field, as drawn
   */
  function textBoxes() {
    /** @type {Box[]} */
    const boxes = [];
    const root = screenRoot();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      const text = node.textContent ?? '';
      if (!owner || !text.trim() || owner.closest('script, style, template, option, select, textarea') || !isShown(owner)) continue;
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        const rect = clipped(line, owner);
        if (rect) boxes.push({ rect, owner, node, label: describe(owner, text) });
      }
    }
    for (const field of Array.from(root.querySelectorAll('input:not([type=hidden], [type=checkbox], [type=radio]), select, textarea'))) {
      if (!isShown(field)) continue;
      const rect = clipped(field.getBoundingClientRect(), field);
      const input = /** @type {HTMLInputElement} */ (field);
      if (rect) boxes.push({ rect, owner: field, node: field, label: describe(field, `field ${input.value || input.placeholder || field.getAttribute('aria-label') || ''}`) });
    }
    return boxes;
  }

  /**
   * Text drawn over other text (or over a form field) on the screen as it stands. Lines that touch,
   * or overlap by a sliver (at most a quarter of the shorter line's height), are fine.
   * @returns {{ first: string, second: string, by: string }[]}
   */
  function findOverlappingText() {
    const boxes = textBoxes().sort((a, b) => a.rect.top - b.rect.top);
    /** @type {{ first: string, second: string, by: string }[]} */
    const found = [];
    const seen = new Set();
    for (let i = 0; i < boxes.length; i++) {
      const a = /** @type {Box} */ (boxes[i]);
      for (let j = i + 1; j < boxes.length; j++) {
        const b = /** @type {Box} */ (boxes[j]);
        if (b.rect.top >= a.rect.bottom) break;
        if (a.node === b.node || a.owner.contains(b.node) || b.owner.contains(a.node)) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width <= 2 || height <= Math.max(2, Math.min(a.rect.height, b.rect.height) * 0.25)) continue;
        const key = `${a.label}\n${b.label}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ first: a.label, second: b.label, by: `${Math.round(width)}×${Math.round(height)} px` });
      }
    }
    return found;
  }

  /**
   * Every string the screen shows a player or reads out to one: visible text, field values and
   * placeholders, the choices of visible drop-downs, tooltips, accessible names and the window title.
   * @returns {{ text: string, where: string }[]}
   */
  function shownStrings() {
    const root = screenRoot();
    /** @type {{ text: string, where: string }[]} */
    const strings = [{ text: document.title, where: 'the window title' }];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      const text = node.textContent ?? '';
      if (!owner || !text.trim() || owner.closest('script, style, template')) continue;
      const select = owner.closest('select');
      if (!isShown(select ?? owner)) continue;
      strings.push({ text, where: describe(owner, text) });
    }
    for (const element of Array.from(root.querySelectorAll('*'))) {
      if (!isShown(element)) continue;
      for (const attribute of ['title', 'aria-label', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) strings.push({ text: value, where: `${attribute} of ${describe(element, value)}` });
      }
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        if (element.type !== 'hidden' && element.type !== 'checkbox' && element.type !== 'radio' && element.value) strings.push({ text: element.value, where: describe(element, `value ${element.value}`) });
      }
    }
    return strings;
  }

  /**
   * Buttons, fields, tabs and disclosure toggles smaller than 44×44 px (WCAG 2.5.5). Links inside
   * running text are exempt, as WCAG allows; a checkbox or radio counts by its label, which takes
   * the tap too.
   * @returns {string[]}
   */
  function smallTargets() {
    const root = screenRoot();
    const controls = root.querySelectorAll('button, .button, [role=tab], summary, select, textarea, input:not([type=hidden]), .nav-link:not(.is-disabled)');
    /** @type {string[]} */
    const small = [];
    for (const control of Array.from(controls)) {
      if (!isShown(control)) continue;
      const input = /** @type {HTMLInputElement} */ (control);
      const toggle = input.type === 'checkbox' || input.type === 'radio';
      const target = toggle ? control.closest('label') ?? control : control;
      if (toggle && !isShown(target)) continue;
      const rect = target.getBoundingClientRect();
      // Controls hidden by clipping (a styled file input's real <input>) are not what a finger hits.
      if (rect.width === 0 || rect.height === 0 || !clipped(rect, target)) continue;
      if (rect.height < 43.5 || rect.width < 43.5) small.push(`${describe(target, target.textContent?.trim() || target.getAttribute('aria-label') || target.tagName)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px`);
    }
    return small;
  }

  return { overlaps: findOverlappingText(), strings: shownStrings(), smallTargets: smallTargets() };
}

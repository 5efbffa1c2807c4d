import { givePageBack } from './give-page-back';

/** jsdom lays nothing out: every element gets a box, as in a browser. */
function laidOut(element: HTMLElement): HTMLElement {
  element.getBoundingClientRect = () => ({ x: 0, y: 0, width: 100, height: 20, top: 0, left: 0, right: 100, bottom: 20, toJSON: () => ({}) });
  return element;
}

function page(): { root: HTMLElement; portal: HTMLElement; sentinel: HTMLElement } {
  document.body.innerHTML = '';
  const root = document.createElement('div');
  root.id = 'root';
  const portal = document.createElement('div');
  const sentinel = document.createElement('i');
  sentinel.setAttribute('data-tabster-dummy', '');
  sentinel.setAttribute('aria-hidden', 'true');
  document.body.append(root, portal, sentinel);
  return { root, portal, sentinel };
}

function openModal(portal: HTMLElement, hidden: HTMLElement[]): HTMLElement {
  const surface = document.createElement('div');
  surface.setAttribute('aria-modal', 'true');
  portal.append(surface);
  for (const element of hidden) element.setAttribute('aria-hidden', 'true');
  return surface;
}

describe(givePageBack.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits while a modal dialog is in the document, then unhides the page and keeps the focus sentinels hidden', () => {
    const { root, portal, sentinel } = page();
    root.setAttribute('inert', '');
    const surface = openModal(portal, [root]);
    givePageBack(null);
    jest.advanceTimersByTime(200);
    expect(root).toHaveAttribute('aria-hidden', 'true');

    surface.remove();
    jest.advanceTimersByTime(100);
    expect(root).not.toHaveAttribute('aria-hidden');
    expect(root).not.toHaveAttribute('inert');
    expect(sentinel).toHaveAttribute('aria-hidden', 'true');
  });

  it('returns the focus to the element that opened the dialog when it is still there', () => {
    const { root, portal } = page();
    const opener = laidOut(document.createElement('button'));
    root.append(opener);
    openModal(portal, [root]).remove();
    givePageBack(opener);
    jest.advanceTimersByTime(100);
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the new page heading (focusable by script only) when the opener left with its page', () => {
    const { root, portal } = page();
    const opener = document.createElement('button');
    openModal(portal, [root]).remove();
    givePageBack(opener);
    jest.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.body);

    // The next page is a lazy route: its heading comes later.
    const main = document.createElement('main');
    const heading = laidOut(document.createElement('h1'));
    main.append(heading);
    root.append(main);
    jest.advanceTimersByTime(100);
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('leaves the focus where something else already put it', () => {
    const { root, portal } = page();
    const field = laidOut(document.createElement('input'));
    const heading = laidOut(document.createElement('h1'));
    root.append(heading, field);
    openModal(portal, [root]).remove();
    field.focus();
    givePageBack(null);
    jest.advanceTimersByTime(100);
    expect(document.activeElement).toBe(field);
  });
});

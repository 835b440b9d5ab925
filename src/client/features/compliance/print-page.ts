/**
 * Prints a page of this app (the inspector's page) without leaving the screen: loaded in a
 * hidden frame and printed from there. A page on another origin opens in a new tab instead, where
 * the browser's own print prints it.
 */
export function printPage(url: string, title: string) {
  if (new URL(url, window.location.href).origin !== window.location.origin) {
    window.open(url, '_blank', 'noopener');
    return;
  }
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.src = url;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  };
  document.body.append(frame);
}

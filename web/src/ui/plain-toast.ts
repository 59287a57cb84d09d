/**
 * The fallback of ./toaster.tsx when Chakra's toaster cannot load: the message in a plain
 * `role="alert"` box at the top-left (where toasts sit), with its action and a close button,
 * removed after the toast's duration. No design system: it must work when chunks cannot load.
 */
import type { ToastRequest } from './toast-region';

const containerId = 'solarcred-plain-toasts';

/**
 * The toasts' box, created empty before the first toast where a page shows only these (the
 * customer's link): a live region that is already on the page is announced when filled.
 */
export function plainToastContainer(): HTMLElement {
  const existing = document.getElementById(containerId);
  if (existing) return existing;
  const created = Object.assign(document.createElement('div'), { id: containerId });
  created.setAttribute('aria-live', 'polite');
  created.style.cssText =
    "position:fixed;top:16px;left:16px;right:16px;z-index:2000;display:flex;flex-direction:column;gap:8px;max-width:24rem;font:14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
  document.body.append(created);
  return created;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = Object.assign(document.createElement('button'), { type: 'button', textContent: label });
  element.style.cssText = 'font:inherit;padding:2px 8px;border:1px solid currentColor;border-radius:4px;background:none;color:inherit;cursor:pointer';
  element.addEventListener('click', onClick);
  return element;
}

export function showPlainToast(toast: ToastRequest): void {
  const box = document.createElement('div');
  box.setAttribute('role', toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status');
  box.dataset['testid'] = 'toast';
  box.style.cssText = `padding:12px;border-radius:6px;color:#fff;background:${toast.type === 'error' ? '#b91c1c' : toast.type === 'success' ? '#15803d' : '#1e293b'};box-shadow:0 4px 12px rgba(0,0,0,.25)`;
  const remove = () => box.remove();
  const title = Object.assign(document.createElement('strong'), { textContent: String(toast.title ?? '') });
  box.append(title);
  if (toast.description) {
    const description = Object.assign(document.createElement('div'), { textContent: String(toast.description) });
    description.style.whiteSpace = 'pre-line'; // one line per file (pick-and-tell.ts)
    box.append(description);
  }
  const actions = document.createElement('div');
  actions.style.cssText = 'display:flex;gap:8px;margin-top:8px';
  if (toast.action) {
    const { label, onClick } = toast.action;
    actions.append(button(label, () => { onClick(); remove(); }));
  }
  actions.append(button('Fechar', remove));
  box.append(actions);
  plainToastContainer().append(box);
  if (toast.duration && Number.isFinite(toast.duration)) setTimeout(remove, toast.duration);
}

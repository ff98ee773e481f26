require('@testing-library/jest-dom');

// jsdom has <dialog> but not showModal()/show()/close(). This stands in for the platform just enough
// for component tests: the `open` attribute, returnValue, the `close` event, and Escape firing a
// cancelable `cancel` event on the topmost modal dialog (closing it unless prevented). Not emulated:
// the top layer, inertness outside the dialog, and focus moves; the components own their focus
// handling, and Playwright checks the real thing in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals = [];

  HTMLDialogElement.prototype.show = function show() {
    this.setAttribute('open', '');
  };

  HTMLDialogElement.prototype.showModal = function showModal() {
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    if (this.open && !modals.includes(this)) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
  };

  HTMLDialogElement.prototype.close = function close(returnValue) {
    if (!this.open) return;
    this.removeAttribute('open');
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    if (returnValue !== undefined) this.returnValue = String(returnValue);
    // Queued, as in browsers: a handler may meet the dialog open again by then.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected).pop();
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

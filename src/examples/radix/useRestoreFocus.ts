import { useState } from 'react';

/** Returns an `onCloseAutoFocus` handler that focuses whatever was focused on mount. */
export function useRestoreFocus() {
  const [opener] = useState(() => document.activeElement);

  return (event: Event) => {
    event.preventDefault();
    if (opener instanceof HTMLElement) opener.focus();
  };
}

import { useId, useState } from 'react';
import { useDialog, type AnimatedDialogProps } from 'react-dialog-hub';
import { SelectSingleDialog, type Option } from './SelectSingleDialog';
import { useModalDialog } from './useModalDialog';

const roles: Option[] = [
  { value: 'viewer', label: 'Viewer' },
  { value: 'editor', label: 'Editor' },
  { value: 'admin', label: 'Admin' },
];

export type Invite = { email: string; role: string };

export function NestedDialog({ open, resolve, reject, onExited }: AnimatedDialogProps<{}, Invite>) {
  const ref = useModalDialog(open, onExited);
  const titleId = useId();
  const roleId = useId();
  // Dialogs render inside the provider, so they can open dialogs of their own.
  const { show } = useDialog();
  const [role, setRole] = useState('viewer');

  async function changeRole() {
    try {
      // This dialog stays open, and inert, while the inner one is awaited.
      // Closing the inner <dialog> returns focus to this button.
      setRole(await show(SelectSingleDialog, { title: 'Role', options: roles, defaultValue: role }));
    } catch {
      // Cancel or Escape in the inner dialog: keep the current role.
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        reject();
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const email = String(new FormData(event.currentTarget).get('email'));
          resolve({ email, role });
        }}
      >
        <h2 id={titleId}>Invite a teammate</h2>
        <label>
          Email
          <input name="email" type="email" autoComplete="off" required />
        </label>
        <p id={roleId}>Role: {roles.find((option) => option.value === role)?.label}</p>
        <button type="button" aria-describedby={roleId} onClick={changeRole}>
          Change role…
        </button>
        <button type="button" onClick={() => reject()}>
          Cancel
        </button>
        <button type="submit">Send invite</button>
      </form>
    </dialog>
  );
}

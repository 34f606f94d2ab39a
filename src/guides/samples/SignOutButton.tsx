import { DialogDismissedError, useDialog } from 'react-dialog-hub';

export function SignOutButton({ signOut }: { signOut: () => Promise<void> }) {
  const { dismissAll } = useDialog();
  return (
    <button
      onClick={async () => {
        dismissAll(new DialogDismissedError('Signed out'));
        await signOut();
      }}
    >
      Sign out
    </button>
  );
}

import { useDialog, type DialogProps } from 'react-dialog-hub';
declare function ConfirmDialog(props: DialogProps<{ message: string }, boolean>): JSX.Element;
declare function deleteFile(): Promise<void>;
// ---cut---
const { show } = useDialog();

// Escape rejects the promise: treat it as "no".
const ok = await show(ConfirmDialog, { message: 'Delete this file?' }).catch(() => false);
//    ^?
if (ok) await deleteFile();

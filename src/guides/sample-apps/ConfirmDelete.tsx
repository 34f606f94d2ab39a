import { FileRow } from '../samples/ConfirmDelete';

/** Mounts the component the testing guide's tests click: FileRow, which awaits ConfirmDelete. */
export function App() {
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>FileRow and ConfirmDelete</h1>
      <FileRow name="report.pdf" />
    </main>
  );
}

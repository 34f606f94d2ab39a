// Model-based test: random sequences of what an app does to its dialogs, run against the
// library and against a small model of what 0.4 promises (its TSDoc and CHANGELOG).
// Commands: show and upsert (ids reused, also while the old dialog animates out; another
// component under an open id; per-dialog and invalid exitTimeout; a new, shared or aborted
// signal), resolve (from the dialog or handle.resolve), reject, handle.dismiss, dismiss(id),
// dismissAll, update (patch and updater), abort, onExited, time passing, and the provider:
// unmount, mount again, key change, hub={undefined} and back, a second provider in another
// root, <Activity> hide and show (React 19 only), a child that shows from its mount effect,
// StrictMode. Each run calls the library inside act() or, like a page, outside it.
// After every step it checks:
// - every promise has settled exactly once, as the model says, or its dialog is still shown
//   (one whose last provider unmounted rejects with DialogDismissedError within microtasks);
// - `exited` resolves only after the dialog's element left the DOM (checked when it resolves;
//   React does not update a tree <Activity> hides, so there it leaves on show), and resolves
//   once the dialog is gone;
// - no two stack items share an id; `getSnapshot()` and `useDialogStack()` are the model's
//   stack, subscribers hear of each change, unchanged items keep their identity;
// - no dialog renders twice (one element, one mounted instance); the shown ones render in the
//   provider that owns them, in stack order, with their current props, `open` and
//   `useCurrentDialog()`; none is on screen while its provider is hidden or gone;
// - no unhandled rejection (the test handles every promise it gets), no console.error.
// Fixed seed and bounded runs, so `npm test` is repeatable; a failure prints the seed, the
// replay path and the shrunk command list. DIALOG_MODEL_SEED / DIALOG_MODEL_RUNS override them.
import * as React from 'react';
import { StrictMode, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import fc from 'fast-check';
import { describe, it, vi } from 'vitest';
import {
  DialogDismissedError,
  DialogProvider,
  createDialogHub,
  useCurrentDialog,
  useDialog,
  useDialogStack,
  type AnimatedDialogProps,
  type DialogHub,
  type DialogStackItem,
} from './index';

// The library's tsconfig has no Node types.
declare const process: {
  env: Record<string, string | undefined>;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
};
declare function setImmediate(callback: () => void): unknown;

/** React 19's <Activity>; undefined on React 18, where its commands are not generated. */
const Activity = (React as unknown as { Activity?: React.ComponentType<{ mode: 'visible' | 'hidden'; children?: ReactNode }> })
  .Activity;
const SEED = Number(process.env.DIALOG_MODEL_SEED ?? 0x0d1a106);
const RUNS = Number(process.env.DIALOG_MODEL_RUNS ?? 200);
const MAX_STEPS = 25;

// ---------------------------------------------------------------------------------------------
// Commands (plain data, so a counterexample prints readably)

type Kind = 'A' | 'B';
type Cmd =
  /** show (or upsert) DialogA / DialogB; `pick` chooses the controller a 'shared' signal reuses (0: the newest). */
  | { c: 'show'; kind: Kind; id: 'x' | 'y' | undefined; exit: number | undefined; signal: 'none' | 'new' | 'aborted' | 'shared'; upsert: boolean; pick: number }
  /**
   * show or upsert again with the id of a dialog shown before (`pick`), with its component or
   * (`other`) the other one; a 'shared' signal reuses controller `pick` (0: the newest).
   */
  | { c: 'again'; pick: number; other: boolean; signal: 'none' | 'new' | 'aborted' | 'shared'; upsert: boolean }
  /** show with an invalid per-dialog exitTimeout: rejects with a RangeError, shows nothing. */
  | { c: 'showBad'; exit: number }
  /** `pick` chooses one of the handles show/upsert returned so far. */
  | { c: 'resolve'; pick: number; inside: boolean }
  | { c: 'reject'; pick: number }
  | { c: 'dismiss'; pick: number; reason: boolean }
  | { c: 'dismissId'; id: 'x' | 'y' | 'eff' | 'picked'; pick: number; reason: boolean }
  | { c: 'dismissAll'; reason: boolean }
  | { c: 'update'; pick: number; field: 'label' | 'extra'; fn: boolean }
  /** Aborts controller `pick` (0: the newest). */
  | { c: 'abort'; pick: number; reason: boolean }
  /** The dialog calls its latest `onExited` prop: its exit animation finished. */
  | { c: 'exitDone'; pick: number }
  | { c: 'tick'; ms: number }
  | { c: 'unmount' }
  | { c: 'mount' }
  | { c: 'rekey' }
  /** Provider A switches to a hub of its own (`hub={undefined}`), and back. */
  | { c: 'detach' }
  | { c: 'attach' }
  | { c: 'hide' }
  | { c: 'reveal' }
  | { c: 'mountB' }
  | { c: 'unmountB' };

type Config = { strict: boolean; act: boolean; exit: number; mounted: boolean; opener: boolean; cmds: Cmd[] };

const pick = fc.nat({ max: 40 });
const commandArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      c: fc.constant('show' as const),
      kind: fc.constantFrom<Kind>('A', 'A', 'B'),
      id: fc.constantFrom('x' as const, 'y' as const, undefined),
      exit: fc.constantFrom(undefined, undefined, 0, 40, Infinity),
      signal: fc.constantFrom('none' as const, 'none' as const, 'new' as const, 'aborted' as const, 'shared' as const),
      upsert: fc.boolean(),
      pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      c: fc.constant('again' as const),
      pick,
      other: fc.boolean(),
      signal: fc.constantFrom('none' as const, 'new' as const, 'aborted' as const, 'shared' as const),
      upsert: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ c: fc.constant('showBad' as const), exit: fc.constantFrom(-1, Number.NaN) }) },
  { weight: 4, arbitrary: fc.record({ c: fc.constant('resolve' as const), pick, inside: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ c: fc.constant('reject' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ c: fc.constant('dismiss' as const), pick, reason: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      c: fc.constant('dismissId' as const),
      id: fc.constantFrom('x' as const, 'y' as const, 'eff' as const, 'picked' as const),
      pick,
      reason: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ c: fc.constant('dismissAll' as const), reason: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({ c: fc.constant('update' as const), pick, field: fc.constantFrom('label' as const, 'extra' as const), fn: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ c: fc.constant('abort' as const), pick, reason: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ c: fc.constant('exitDone' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ c: fc.constant('tick' as const), ms: fc.constantFrom(10, 40, 100) }) },
  { weight: 1, arbitrary: fc.constant({ c: 'unmount' as const }) },
  { weight: 2, arbitrary: fc.constant({ c: 'mount' as const }) },
  { weight: 1, arbitrary: fc.constant({ c: 'rekey' as const }) },
  { weight: 1, arbitrary: fc.constant({ c: 'detach' as const }) },
  { weight: 1, arbitrary: fc.constant({ c: 'attach' as const }) },
  ...(Activity
    ? [
        { weight: 2, arbitrary: fc.constant({ c: 'hide' as const }) },
        { weight: 2, arbitrary: fc.constant({ c: 'reveal' as const }) },
      ]
    : []),
  { weight: 1, arbitrary: fc.constant({ c: 'mountB' as const }) },
  { weight: 1, arbitrary: fc.constant({ c: 'unmountB' as const }) },
);

const configArb: fc.Arbitrary<Config> = fc.record({
  strict: fc.boolean(),
  act: fc.boolean(),
  exit: fc.constantFrom(0, 40, Infinity),
  mounted: fc.constantFrom(true, true, true, false),
  opener: fc.boolean(),
  cmds: fc.array(commandArb, { maxLength: MAX_STEPS, size: 'max' }),
});

// ---------------------------------------------------------------------------------------------
// The model

type Own = { serial: number; label: string; extra?: string };
type Outcome = { t: 'value'; v: unknown } | { t: 'reason'; r: unknown } | { t: 'dismissed' } | { t: 'range' } | { t: 'conflict'; id: string };
type Handle = Promise<unknown> & {
  id: string;
  exited: Promise<void>;
  update: (patch: object | ((props: any) => object)) => void;
  dismiss: (reason?: unknown) => void;
  resolve: (value: unknown) => void;
};
/** One dialog the hub should hold (or held). */
type Rec = {
  n: number;
  id: string;
  kind: Kind;
  /** Its current own props; `serial` names them in the DOM. */
  props: Own;
  /** Every serial it has rendered with (upsert replaces the props). */
  serials: number[];
  status: 'pending' | 'exiting' | 'gone';
  outcome?: Outcome;
  exit: number | undefined;
  deadline?: number;
  ctrls: Set<AbortController>;
  handle: Handle;
  /** Some provider was connected while it was open: it has rendered (or will animate out). */
  everConnected: boolean;
};
/** One show/upsert call and the handle it returned. */
type Call = { n: number; handle: Handle; rec?: Rec; immediate?: Outcome[] };
type Observed = { state: 'pending' | 'fulfilled' | 'rejected'; value?: unknown; settles: number; exited: boolean };
type Seen = { props: AnimatedDialogProps<Own, unknown>; mounted: number; closed: boolean };
type Provider = 'A' | 'B';

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));
const fmt = (value: unknown): string => fc.stringify(value);
const fmtOutcome = (o: Outcome) =>
  o.t === 'value' ? `resolve ${fmt(o.v)}` : o.t === 'reason' ? `reject ${fmt(o.r)}` : o.t === 'conflict' ? `reject Error(id "${o.id}")` : `reject ${o.t === 'range' ? 'RangeError' : 'DialogDismissedError'}`;
const fmtObserved = (o: Observed) => (o.state === 'pending' ? 'pending' : `${o.state === 'fulfilled' ? 'resolve' : 'reject'} ${fmtValue(o.value)}`);
const fmtValue = (value: unknown) => (value instanceof Error ? `${value.name}(${value.message})` : fmt(value));

function matches(o: Outcome, seen: Observed): boolean {
  if (o.t === 'value') return seen.state === 'fulfilled' && seen.value === o.v;
  if (seen.state !== 'rejected') return false;
  const error = seen.value;
  switch (o.t) {
    case 'reason':
      return error === o.r;
    case 'dismissed':
      return error instanceof DialogDismissedError;
    case 'range':
      return error instanceof RangeError;
    case 'conflict':
      return error instanceof Error && !(error instanceof DialogDismissedError) && error.message.includes(`"${o.id}"`);
  }
}

/** Inside a tree <Activity mode="hidden"> hides (React sets display: none on its elements). */
function hiddenByActivity(element: HTMLElement) {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) if (node.style.display === 'none') return true;
  return false;
}

/** The run in progress: the dialogs and probes report to it. */
let current: Run | undefined;

function useProbe(kind: Kind, props: AnimatedDialogProps<Own, unknown>) {
  const run = current!;
  const dialog = useCurrentDialog();
  const seen = run.seen(props.serial);
  seen.props = props;
  if (!props.open) seen.closed = true;
  else if (seen.closed) run.fail(`props ${props.serial} rendered open={true} after open={false}`);
  useLayoutEffect(() => {
    seen.mounted += 1;
    return () => void (seen.mounted -= 1);
  }, [seen]);
  return (
    <div
      role="dialog"
      data-serial={props.serial}
      data-kind={kind}
      data-label={props.label}
      data-extra={props.extra ?? ''}
      data-open={String(props.open)}
      data-id={dialog.id}
      data-current-open={String(dialog.open)}
      data-index={dialog.index}
      data-size={dialog.stackSize}
    />
  );
}
function DialogA(props: AnimatedDialogProps<Own, unknown>) {
  return useProbe('A', props);
}
function DialogB(props: AnimatedDialogProps<Own, unknown>) {
  return useProbe('B', props);
}
const components = { A: DialogA, B: DialogB };

/** Shows a dialog from a child's mount effect (StrictMode runs it twice; <Activity> again on show). */
function Opener() {
  const hub = useDialog();
  useEffect(() => void (hub === current!.hub && current!.fromEffect(hub.show)), [hub]);
  return null;
}
function StackProbe({ root }: { root: Provider }) {
  const stack = useDialogStack();
  if (useDialog() === current!.hub) current!.stacks[root] = stack;
  return null;
}

class Run {
  readonly hub: DialogHub = createDialogHub();
  readonly recs: Rec[] = [];
  readonly calls: Call[] = [];
  readonly ctrls: AbortController[] = [];
  readonly observed = new Map<Handle, Observed>();
  readonly serialOwner = new Map<number, Rec>();
  readonly seenBySerial = new Map<number, Seen>();
  readonly stacks: Partial<Record<Provider, readonly DialogStackItem[]>> = {};
  readonly effectCalls: Array<{ handle: Handle; props: Own }> = [];
  readonly violations: string[] = [];
  /** Dismissed because their last provider unmounted in this step: settled within microtasks. */
  readonly endedNow: Rec[] = [];
  connected: Provider[] = [];
  phase: 'fresh' | 'live' | 'ended' = 'fresh';
  a = { mounted: false, hidden: false, key: 0, detached: false };
  rootA!: RenderResult;
  rootB: RenderResult | undefined;
  clock = 0;
  step = 0;
  serial = 0;
  notified = 0;
  lastSnapshot: readonly DialogStackItem[];
  items = new Map<Rec, DialogStackItem>();

  constructor(readonly cfg: Config) {
    this.lastSnapshot = this.hub.getSnapshot();
    this.hub.subscribe(() => void (this.notified += 1));
  }

  /**
   * Calls the library as a test would (inside act) or as a browser event or timer would
   * (outside it: React renders in a microtask or task of its own, as on a page).
   */
  call(action: () => void) {
    if (this.cfg.act) act(action);
    else action();
  }

  fail(message: string) {
    this.violations.push(message);
  }

  seen(serial: number): Seen {
    let seen = this.seenBySerial.get(serial);
    if (!seen) this.seenBySerial.set(serial, (seen = { props: undefined!, mounted: 0, closed: false }));
    return seen;
  }

  // --- the real side ---------------------------------------------------------------------

  treeA(): ReactNode {
    let node: ReactNode = this.a.mounted ? (
      <DialogProvider key={this.a.key} hub={this.a.detached ? undefined : this.hub} exitTimeout={this.cfg.exit}>
        {this.cfg.opener ? <Opener /> : null}
        <StackProbe root="A" />
      </DialogProvider>
    ) : null;
    if (Activity) node = <Activity mode={this.a.hidden ? 'hidden' : 'visible'}>{node}</Activity>;
    return this.cfg.strict ? <StrictMode>{node}</StrictMode> : node;
  }

  /** Handlers on every promise the library gives out: an unhandled rejection is its own. */
  observe(handle: Handle): Handle {
    if (this.observed.has(handle)) return handle;
    const seen: Observed = { state: 'pending', settles: 0, exited: false };
    this.observed.set(handle, seen);
    handle.then(
      (value) => Object.assign(seen, { state: 'fulfilled', value, settles: seen.settles + 1 }),
      (value: unknown) => Object.assign(seen, { state: 'rejected', value, settles: seen.settles + 1 }),
    );
    handle.exited.then(
      () => {
        seen.exited = true;
        const rec = this.recs.find((r) => r.handle === handle);
        for (const serial of rec?.serials ?? []) {
          const element = document.querySelector<HTMLElement>(`[data-serial="${serial}"]`);
          // React does not update a tree <Activity> hides (its dialogs are not on screen): one
          // that settles there leaves the DOM when the provider shows again.
          if (element && !hiddenByActivity(element)) {
            this.fail(`#${rec!.n} (${rec!.id}): exited resolved while its element (props ${serial}) was still in the DOM`);
          }
        }
      },
      (error: unknown) => this.fail(`exited rejected: ${fmtValue(error)}`),
    );
    return handle;
  }

  fromEffect(show: DialogHub['show']) {
    const props: Own = { serial: ++this.serial, label: `effect ${this.serial}` };
    const handle = this.observe((show as any)(DialogA, props, { id: 'eff' }));
    this.effectCalls.push({ handle, props });
  }

  // --- the model side --------------------------------------------------------------------

  /** Who renders the dialogs (the first connected provider), and whether they are on screen. */
  get owner(): Provider | undefined {
    return this.connected[0];
  }
  get onScreen(): boolean {
    return this.owner === 'B' || (this.owner === 'A' && !this.a.hidden);
  }

  connect(provider: Provider) {
    this.connected.push(provider);
    this.phase = 'live';
    for (const rec of this.recs) if (rec.status !== 'gone') rec.everConnected = true;
  }

  disconnect(provider: Provider) {
    this.connected = this.connected.filter((p) => p !== provider);
    if (this.connected.length) return;
    // Its last provider unmounted: every dialog is dismissed at once, without an exit.
    this.phase = 'ended';
    for (const rec of this.recs) {
      if (rec.status === 'pending') {
        rec.outcome = { t: 'dismissed' };
        this.endedNow.push(rec);
      }
      rec.status = 'gone';
    }
  }

  settle(rec: Rec | undefined, outcome: Outcome) {
    if (rec?.status !== 'pending') return;
    rec.outcome = outcome;
    const ms = rec.exit ?? this.cfg.exit;
    // A dialog that was never shown has nothing to animate: `exited` resolves at once.
    if (!rec.everConnected || ms === 0) rec.status = 'gone';
    else {
      rec.status = 'exiting';
      rec.deadline = this.clock + ms;
    }
  }

  modelShow(kind: Kind, props: Own, options: { id?: string; exitTimeout?: number; signal?: AbortSignal }, upsert: boolean, handle: Handle, ctrl?: AbortController) {
    const call: Call = { n: this.calls.length, handle };
    this.calls.push(call);
    const { id } = options;
    const existing = id === undefined ? undefined : this.recs.find((r) => r.id === id && r.status !== 'gone');
    // Where the API gives a call two reasons to reject at once, either reason is right.
    const immediate: Outcome[] = [];
    if (this.phase === 'ended') immediate.push({ t: 'dismissed' });
    if (options.exitTimeout !== undefined && !(options.exitTimeout >= 0)) immediate.push({ t: 'range' });
    if (ctrl?.signal.aborted) immediate.push({ t: 'reason', r: ctrl.signal.reason });
    if (existing?.status === 'pending' && existing.kind !== kind) immediate.push({ t: 'conflict', id: id! });
    if (immediate.length) {
      call.immediate = immediate;
      if (existing && handle === existing.handle) this.fail(`call ${call.n} should reject at once, but returned #${existing.n}'s handle`);
      return;
    }
    if (existing?.status === 'pending') {
      // The same dialog is open: the call shares it (upsert replaces its props).
      if (handle !== existing.handle) this.fail(`call ${call.n} (id "${id}") should return #${existing.n}'s handle`);
      if (upsert) {
        existing.props = { ...props };
        existing.serials.push(props.serial);
        this.serialOwner.set(props.serial, existing);
      }
      if (ctrl) existing.ctrls.add(ctrl);
      call.rec = existing;
      return;
    }
    // One with this id still animating out goes at once.
    if (existing) existing.status = 'gone';
    if (id !== undefined && handle.id !== id) this.fail(`call ${call.n}: handle.id ${handle.id}, expected ${id}`);
    const rec: Rec = {
      n: this.recs.length,
      id: handle.id,
      kind,
      props: { ...props },
      serials: [props.serial],
      status: 'pending',
      exit: options.exitTimeout,
      ctrls: new Set(ctrl ? [ctrl] : []),
      handle,
      everConnected: this.phase === 'live',
    };
    this.recs.push(rec);
    this.serialOwner.set(props.serial, rec);
    call.rec = rec;
  }

  /** The calls child effects made during the last step, after its structural change. */
  takeEffectCalls() {
    for (const { handle, props } of this.effectCalls.splice(0)) this.modelShow('A', props, { id: 'eff' }, false, handle);
  }

  // --- one step --------------------------------------------------------------------------

  apply(cmd: Cmd) {
    const step = ++this.step;
    const call = (n: number) => (this.calls.length ? this.calls[n % this.calls.length] : undefined);
    /** The latest props the dialog rendered with: the `resolve`, `reject`, `onExited` it got. */
    const rendered = (rec: Rec | undefined) => {
      for (const serial of [...(rec?.serials ?? [])].reverse()) {
        const seen = this.seenBySerial.get(serial);
        if (seen) return seen.props;
      }
      return undefined;
    };
    switch (cmd.c) {
      case 'show':
      case 'again':
      case 'showBad': {
        let kind: Kind = 'A';
        const props: Own = { serial: ++this.serial, label: `shown ${this.serial}` };
        const options: { id?: string; exitTimeout?: number; signal?: AbortSignal } = {};
        let ctrl: AbortController | undefined;
        let upsert = false;
        if (cmd.c === 'showBad') options.exitTimeout = cmd.exit;
        else {
          if (cmd.c === 'show') {
            kind = cmd.kind;
            if (cmd.exit !== undefined) options.exitTimeout = cmd.exit;
            if (cmd.upsert || cmd.id) options.id = cmd.id ?? 'x';
          } else {
            const rec = call(cmd.pick)?.rec;
            if (!rec) return;
            kind = rec.kind === 'A' ? (cmd.other ? 'B' : 'A') : cmd.other ? 'A' : 'B';
            options.id = rec.id; // an id given, or one the hub made up (dialog-N)
          }
          if (cmd.signal === 'new' || cmd.signal === 'aborted') {
            ctrl = new AbortController();
            this.ctrls.push(ctrl);
            if (cmd.signal === 'aborted') ctrl.abort();
          } else if (cmd.signal === 'shared' && this.ctrls.length) {
            ctrl = this.ctrls[this.ctrls.length - 1 - (cmd.pick % this.ctrls.length)];
          }
          if (ctrl) options.signal = ctrl.signal;
          upsert = cmd.upsert;
        }
        let handle!: Handle;
        this.call(() => {
          const hub = this.hub as any;
          handle = this.observe(upsert ? hub.upsert(components[kind], props, options) : hub.show(components[kind], props, options));
        });
        this.modelShow(kind, props, options, upsert, handle, ctrl);
        return;
      }
      case 'resolve': {
        const target = call(cmd.pick);
        if (!target) return;
        const value = { resolvedBy: step };
        if (cmd.inside) {
          const props = rendered(target.rec);
          if (!props) return;
          this.call(() => props.resolve(value));
        } else this.call(() => target.handle.resolve(value));
        if (!target.immediate) this.settle(target.rec, { t: 'value', v: value });
        return;
      }
      case 'reject': {
        const target = call(cmd.pick);
        const props = rendered(target?.rec);
        if (!props) return;
        const reason = { rejectedBy: step };
        this.call(() => props.reject(reason));
        this.settle(target!.rec, { t: 'reason', r: reason });
        return;
      }
      case 'dismiss': {
        const target = call(cmd.pick);
        if (!target) return;
        const reason = cmd.reason ? { dismissedBy: step } : undefined;
        this.call(() => target.handle.dismiss(reason));
        if (!target.immediate) this.settle(target.rec, reason ? { t: 'reason', r: reason } : { t: 'dismissed' });
        return;
      }
      case 'dismissId': {
        const id = cmd.id === 'picked' ? this.recs[cmd.pick % Math.max(1, this.recs.length)]?.id : cmd.id;
        if (id === undefined) return;
        const reason = cmd.reason ? { dismissedBy: step } : undefined;
        this.call(() => this.hub.dismiss(id, reason));
        this.settle(
          this.recs.find((r) => r.id === id && r.status === 'pending'),
          reason ? { t: 'reason', r: reason } : { t: 'dismissed' },
        );
        return;
      }
      case 'dismissAll': {
        const reason = cmd.reason ? { dismissedBy: step } : undefined;
        this.call(() => this.hub.dismissAll(reason));
        for (const rec of this.recs) this.settle(rec, reason ? { t: 'reason', r: reason } : { t: 'dismissed' });
        return;
      }
      case 'update': {
        const target = call(cmd.pick);
        if (!target) return;
        const { field } = cmd;
        const suffix = `u${step}`;
        this.call(() =>
          target.handle.update(cmd.fn ? (props: Own) => ({ [field]: `${props[field] ?? ''}+${suffix}` }) : { [field]: suffix }),
        );
        const rec = target.immediate ? undefined : target.rec;
        if (rec?.status === 'pending') rec.props = { ...rec.props, [field]: cmd.fn ? `${rec.props[field] ?? ''}+${suffix}` : suffix };
        return;
      }
      case 'abort': {
        if (!this.ctrls.length) return;
        const ctrl = this.ctrls[this.ctrls.length - 1 - (cmd.pick % this.ctrls.length)]!;
        if (ctrl.signal.aborted) return;
        this.call(() => (cmd.reason ? ctrl.abort({ abortedBy: step }) : ctrl.abort()));
        for (const rec of this.recs) if (rec.ctrls.has(ctrl)) this.settle(rec, { t: 'reason', r: ctrl.signal.reason });
        return;
      }
      case 'exitDone': {
        const rec = call(cmd.pick)?.rec;
        const props = rendered(rec);
        if (!props) return;
        this.call(() => props.onExited());
        if (rec!.status === 'exiting') rec!.status = 'gone';
        return;
      }
      case 'tick': {
        this.call(() => void vi.advanceTimersByTime(cmd.ms));
        this.clock += cmd.ms;
        for (const rec of this.recs) if (rec.status === 'exiting' && rec.deadline! <= this.clock) rec.status = 'gone';
        return;
      }
      case 'mount':
        if (this.a.mounted) return;
        this.a.mounted = true;
        this.a.hidden = false;
        this.rootA.rerender(this.treeA());
        if (!this.a.detached) this.connect('A');
        this.takeEffectCalls();
        return;
      case 'unmount':
        if (!this.a.mounted) return;
        this.a.mounted = false; // under a hidden <Activity>, if it is hidden
        this.rootA.rerender(this.treeA());
        if (!this.a.detached) this.disconnect('A');
        return;
      case 'rekey':
        // A key change: the provider unmounts and a new one mounts in one commit. The hub
        // ends a microtask after its last provider's cleanup, and only if none has connected
        // by then: its dialogs stay, and render (mount again) in the new provider, which
        // connects after any other provider of the hub.
        if (!this.a.mounted || this.a.hidden) return;
        this.a.key += 1;
        this.rootA.rerender(this.treeA());
        if (!this.a.detached) {
          this.connected = this.connected.filter((p) => p !== 'A');
          this.connect('A');
        }
        this.takeEffectCalls();
        return;
      case 'detach':
      case 'attach': {
        // Only while shown: React defers the update of a hidden tree.
        const detached = cmd.c === 'detach';
        if (!this.a.mounted || this.a.hidden || this.a.detached === detached) return;
        this.a.detached = detached;
        this.rootA.rerender(this.treeA());
        if (detached) this.disconnect('A');
        else this.connect('A');
        this.takeEffectCalls();
        return;
      }
      case 'hide':
        if (!Activity || !this.a.mounted || this.a.hidden) return;
        this.a.hidden = true;
        this.rootA.rerender(this.treeA());
        return;
      case 'reveal':
        if (!Activity || !this.a.hidden) return;
        this.a.hidden = false;
        this.rootA.rerender(this.treeA());
        this.takeEffectCalls();
        return;
      case 'mountB':
        if (this.rootB) return;
        this.rootB = render(
          <DialogProvider hub={this.hub} exitTimeout={this.cfg.exit}>
            <StackProbe root="B" />
          </DialogProvider>,
        );
        this.connect('B');
        return;
      case 'unmountB':
        if (!this.rootB) return;
        this.rootB.unmount();
        this.rootB = undefined;
        delete this.stacks.B;
        this.disconnect('B');
        return;
    }
  }

  /** Lets React, promise callbacks and the hub's microtasks run (timers stay fake). */
  async flush() {
    await act(async () => {
      await macrotask();
      await macrotask();
    });
    await macrotask();
  }

  // --- the invariants ----------------------------------------------------------------------

  check(): string[] {
    const errors = this.violations.splice(0);
    const expectedStack = this.recs.filter((r) => r.status !== 'gone');

    // Every promise settled once, as the model says, or its dialog is still there.
    for (const call of this.calls) {
      const seen = this.observed.get(call.handle)!;
      if (seen.settles > 1) errors.push(`call ${call.n}: settled ${seen.settles} times`);
      const expected = call.immediate ?? (call.rec?.outcome ? [call.rec.outcome] : undefined);
      if (!expected) {
        if (seen.state !== 'pending') errors.push(`call ${call.n} (#${call.rec!.n}, ${call.rec!.status}): settled (${fmtObserved(seen)}) though its dialog is open`);
      } else if (!expected.some((o) => matches(o, seen))) {
        errors.push(`call ${call.n}${call.rec ? ` (#${call.rec.n})` : ''}: expected ${expected.map(fmtOutcome).join(' or ')}, got ${fmtObserved(seen)}`);
      }
    }
    // `exited` resolves when, and only when, the dialog is gone (at once if it never showed).
    for (const call of this.calls) {
      if (call.immediate && !this.observed.get(call.handle)!.exited) errors.push(`call ${call.n} rejected at once, but its exited has not resolved`);
    }
    for (const rec of this.recs) {
      const { exited } = this.observed.get(rec.handle)!;
      if (rec.status === 'gone' && !exited) errors.push(`#${rec.n} (${rec.id}) is gone, but its exited has not resolved`);
      if (rec.status !== 'gone' && exited) errors.push(`#${rec.n} (${rec.id}) is ${rec.status}, but its exited resolved`);
    }

    // The stack: unique ids, the model's dialogs in order, subscribers told of every change.
    const snapshot = this.hub.getSnapshot();
    const ids = snapshot.map((item) => item.id);
    if (new Set(ids).size !== ids.length) errors.push(`getSnapshot() has an id twice: ${ids.join(', ')}`);
    const show = (items: Array<{ id: string; open: boolean }>) => items.map((i) => `${i.id}${i.open ? '' : '(closing)'}`).join(', ');
    const want = expectedStack.map((r) => ({ id: r.id, open: r.status === 'pending', component: components[r.kind] }));
    if (
      snapshot.length !== want.length ||
      snapshot.some((item, i) => item.id !== want[i]!.id || item.open !== want[i]!.open || item.component !== want[i]!.component)
    ) {
      errors.push(`getSnapshot() is [${show([...snapshot])}], expected [${show(want)}]`);
    }
    if (snapshot !== this.lastSnapshot && !this.notified) errors.push('getSnapshot() changed without calling its subscribers');
    // Items keep their identity while their dialog is unchanged.
    const items = new Map<Rec, DialogStackItem>();
    if (snapshot.length === expectedStack.length) {
      expectedStack.forEach((rec, i) => {
        const item = snapshot[i]!;
        const before = this.items.get(rec);
        if (before && before !== item && before.open === item.open) errors.push(`#${rec.n} (${rec.id}): its stack item changed identity though unchanged`);
        items.set(rec, item);
      });
    }
    this.items = items;
    this.lastSnapshot = snapshot;
    this.notified = 0;
    if (this.a.mounted && !this.a.hidden && !this.a.detached && this.stacks.A !== snapshot) errors.push('useDialogStack() in provider A is not getSnapshot()');
    if (this.rootB && this.stacks.B !== snapshot) errors.push('useDialogStack() in provider B is not getSnapshot()');

    // The DOM: each dialog at most once, only the model's, with its current props.
    const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-serial]'));
    const bySerial = new Map<number, HTMLElement[]>();
    for (const element of elements) {
      const serial = Number(element.dataset.serial);
      bySerial.set(serial, [...(bySerial.get(serial) ?? []), element]);
      if (hiddenByActivity(element)) continue; // not updated while hidden; checked when shown
      const rec = this.serialOwner.get(serial);
      if (!rec) errors.push(`props ${serial} rendered, though their call returned an open dialog's handle`);
      else if (rec.status === 'gone') errors.push(`#${rec.n} (${rec.id}) is gone, but still rendered (props ${serial})`);
      else if (rec.props.serial !== serial) errors.push(`#${rec.n} (${rec.id}) rendered with replaced props ${serial}`);
    }
    for (const [serial, found] of bySerial) if (found.length > 1) errors.push(`props ${serial} rendered ${found.length} times`);
    const ownerContainer = this.owner === 'A' ? this.rootA.container : this.rootB?.container;
    const onScreen = elements.filter((element) => !hiddenByActivity(element)).map((element) => this.serialOwner.get(Number(element.dataset.serial)));
    const order = expectedStack.filter((rec) => onScreen.includes(rec));
    if (onScreen.some((rec, i) => rec !== order[i])) {
      errors.push(`dialogs are not in the DOM in stack order: ${onScreen.map((r) => (r ? `#${r.n}` : '?')).join(', ')}`);
    }
    expectedStack.forEach((rec, index) => {
      const mounted = this.seenBySerial.get(rec.props.serial)?.mounted ?? 0;
      if (mounted > 1) errors.push(`#${rec.n} (${rec.id}) is mounted ${mounted} times`);
      const [element] = bySerial.get(rec.props.serial) ?? [];
      const where = `#${rec.n} (${rec.id}, ${rec.status})`;
      if (!this.onScreen) {
        if (element && !hiddenByActivity(element)) errors.push(`${where} is on screen, but ${this.owner ? 'its provider is hidden' : 'no provider is mounted'}`);
        return;
      }
      if (!element || hiddenByActivity(element)) return void errors.push(`${where} is not on screen`);
      if (mounted !== 1) errors.push(`${where} is on screen, but its layout effects are not mounted`);
      if (!ownerContainer?.contains(element)) errors.push(`${where} is rendered outside provider ${this.owner}`);
      const attributes = {
        kind: rec.kind,
        label: rec.props.label,
        extra: rec.props.extra ?? '',
        open: String(rec.status === 'pending'),
        id: rec.id,
        currentOpen: String(rec.status === 'pending'),
        index: String(index),
        size: String(expectedStack.length),
      };
      for (const [key, value] of Object.entries(attributes)) {
        if (element.dataset[key] !== value) errors.push(`${where} renders ${key}=${element.dataset[key]}, expected ${value}`);
      }
    });
    return errors;
  }

  describe(): string {
    const recs = this.recs.map((r) => `#${r.n} ${r.id} ${r.kind} ${r.status}${r.outcome ? ` (${fmtOutcome(r.outcome)})` : ''}`);
    return `providers [${this.connected.join(', ')}]${this.a.hidden ? ' A hidden' : ''}${this.a.detached ? ' A on a hub of its own' : ''}, hub ${this.phase}, t=${this.clock}ms; ${recs.join('; ') || 'no dialogs'}`;
  }

  async run() {
    this.rootA = render(this.treeA());
    if (this.cfg.mounted) this.apply({ c: 'mount' });
    await this.verify('start');
    for (const cmd of this.cfg.cmds) {
      this.apply(cmd);
      await this.verify(cmd);
    }
    // At the end everything unmounts: then every promise has settled (unless no provider ever
    // mounted, when they still wait for one).
    this.apply({ c: 'unmountB' });
    this.apply({ c: 'unmount' });
    await this.verify('final unmount');
  }

  async verify(after: Cmd | string) {
    if (this.endedNow.length) {
      // No timers, no idle callbacks: a few microtasks later every promise has settled.
      for (let i = 0; i < 10; i++) await Promise.resolve();
      for (const rec of this.endedNow.splice(0)) {
        if (this.observed.get(rec.handle)!.state === 'pending') this.fail(`#${rec.n} (${rec.id}) still pending a few microtasks after its last provider unmounted`);
      }
    }
    await this.flush();
    this.takeEffectCalls();
    const errors = this.check();
    if (errors.length) {
      throw new Error(
        `after step ${this.step} ${typeof after === 'string' ? after : fmt(after)}:\n  - ${errors.join('\n  - ')}\n  model: ${this.describe()}`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------

describe('model-based: every show() settles', () => {
  it(`random command sequences keep the invariants (React ${React.version}, seed ${SEED}, ${RUNS} runs)`, async () => {
    let runs = 0;
    let steps = 0;
    const unhandled = (reason: unknown) => current?.fail(`unhandled rejection: ${fmtValue(reason)}`);
    process.on('unhandledRejection', unhandled);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => current?.fail(`console.error: ${args.map(String).join(' ')}`));
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      // The library's development warnings (show after the last provider unmounted, or with
      // none mounted yet) are expected here.
      if (!String(args[0]).startsWith('react-dialog-hub:')) current?.fail(`console.warn: ${args.map(String).join(' ')}`);
    });
    try {
      await fc.assert(
        fc.asyncProperty(configArb, async (cfg) => {
          runs += 1;
          steps += cfg.cmds.length;
          try {
            await (current = new Run(cfg)).run();
          } finally {
            current = undefined;
            cleanup();
            vi.clearAllTimers();
          }
        }),
        { seed: SEED, numRuns: RUNS, verbose: 1 },
      );
    } catch (error) {
      console.info(
        `model-based test failed on React ${React.version}: seed ${SEED} (0x${SEED.toString(16)}), ${runs} runs (with shrinking), ${steps} steps; rerun with DIALOG_MODEL_SEED=${SEED}`,
      );
      throw error;
    } finally {
      process.off('unhandledRejection', unhandled);
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  }, 180_000);
});

import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CodeRef } from '../../lib/code/code-ref';
import { HOVER_CLASS, NOT_CODE_SELECTOR, shownLineCount } from '../../lib/code/code-classes';
import { translate } from '../../lib/translate';
import { useCodeHtml } from './code-html';
import CopyButton from './CopyButton';
import * as styles from './styles.module.css';

export type CodeBlockProps = CodeRef & {
  /** File name shown in the header, e.g. "src/App.tsx". */
  title?: string;
  /** The text to copy; defaults to the code of the block as shown, without type boxes. */
  code?: string;
};

interface Tip {
  text: string;
  top: number;
  left: number;
}

const KEYS_TO_STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A code block highlighted at build time (src/lib/code/highlight.ts): `html` is
 * the markup of the lines (or `codeKey` names it in the page data, see
 * ./code-html.tsx), so no highlighter ships to the browser. Token
 * colours come from CSS variables (tokens.css, light and dark), so switching
 * modes is a pure CSS change.
 *
 * A type-checked sample also has `types`, the compiler's text for each
 * identifier: hovering or focusing one shows it in a tooltip the identifier
 * is described by. The first identifier is a tab stop (set in the markup),
 * arrow keys move between them, Escape closes the tooltip.
 */
export default function CodeBlock({ title, code, ...ref }: CodeBlockProps) {
  const { html, types } = useCodeHtml(ref);
  const { language } = ref;
  // The height a block keeps until the browser lays it out (see .pre in the stylesheet).
  const lines = useMemo(() => ({ '--code-lines': shownLineCount(html) }) as React.CSSProperties, [html]);
  const codeRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const described = useRef<Element | null>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const tipId = useId();

  const text = useCallback(() => {
    if (code !== undefined) return code;
    const copy = codeRef.current?.cloneNode(true) as HTMLElement | undefined;
    copy?.querySelectorAll(NOT_CODE_SELECTOR).forEach((box) => box.remove());
    return copy?.textContent ?? '';
  }, [code]);

  const targets = () => [...(codeRef.current?.querySelectorAll<HTMLElement>(`.${HOVER_CLASS}`) ?? [])];
  const targetOf = (event: React.SyntheticEvent) => (event.target as Element).closest?.(`.${HOVER_CLASS}`) as HTMLElement | null;

  const hide = useCallback(() => {
    described.current?.removeAttribute('aria-describedby');
    described.current = null;
    setTip(null);
  }, []);

  const show = (target: HTMLElement) => {
    const text = types?.[targets().indexOf(target)];
    const body = bodyRef.current;
    if (text === undefined || !body) return;
    described.current?.removeAttribute('aria-describedby');
    target.setAttribute('aria-describedby', tipId);
    described.current = target;
    const box = body.getBoundingClientRect();
    const at = target.getBoundingClientRect();
    setTip({ text, top: at.bottom - box.top, left: Math.max(0, at.left - box.left) });
  };

  // Escape closes a tooltip opened by the pointer too, wherever focus is.
  useEffect(() => {
    if (!tip) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tip, hide]);

  const hoverProps = types && {
    onMouseOver: (event: React.MouseEvent) => {
      const target = targetOf(event);
      if (target) show(target);
      else if (!codeRef.current?.contains(document.activeElement)) hide();
    },
    onFocus: (event: React.FocusEvent) => {
      const target = targetOf(event);
      if (target) show(target);
    },
    onBlur: hide,
    onKeyDown: (event: React.KeyboardEvent) => {
      const target = targetOf(event);
      if (!target) return;
      const all = targets();
      const step = KEYS_TO_STEP[event.key];
      const next = step ? all[all.indexOf(target) + step] : event.key === 'Home' ? all[0] : event.key === 'End' ? all[all.length - 1] : undefined;
      if (next) {
        event.preventDefault();
        // Focusable on demand: the markup stays exactly the prerendered one until a reader moves.
        if (!next.hasAttribute('tabindex')) next.tabIndex = -1;
        next.focus();
      }
    },
  };

  return (
    <div className={styles.codeBlock} data-language={language}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body} ref={bodyRef} onMouseLeave={types ? () => !codeRef.current?.contains(document.activeElement) && hide() : undefined}>
        {/* Focusable so keyboard users can scroll long lines sideways. */}
        <pre
          className={`${styles.pre} language-${language}`}
          tabIndex={0}
          style={lines}
          aria-label={title ? translate({ id: 'codeBlock.label', message: 'Code: {title}' }, { title }) : undefined}
        >
          <code ref={codeRef} className={styles.code} dangerouslySetInnerHTML={{ __html: html }} {...hoverProps} />
        </pre>
        {tip && (
          <div role="tooltip" id={tipId} className={styles.tip} style={{ top: tip.top, left: tip.left }}>
            {tip.text}
          </div>
        )}
        <CopyButton text={text} />
      </div>
    </div>
  );
}

import React from 'react';
import type { DocPartLike } from '../../lib/api/api-format';
import AddedIn from '../AddedIn';
import ApiDoc from '../ApiDoc';
import ApiSignature, { ApiInlineType, type TokenLike } from '../ApiSignature';
import * as styles from './styles.module.css';

type Tokens = readonly TokenLike[];
type Doc = readonly DocPartLike[];

export interface TypeParameterLike {
  readonly name: string;
  readonly constraint: Tokens | null;
  readonly defaultType: Tokens | null;
  readonly description: Doc;
}

export interface SignatureLike {
  readonly code: Tokens;
  readonly typeParameters: readonly TypeParameterLike[];
  readonly parameters: ReadonlyArray<{
    readonly name: string;
    readonly optional: boolean;
    readonly rest: boolean;
    readonly type: Tokens;
    readonly defaultValue: string | null;
    readonly description: Doc;
  }>;
  readonly returnType: Tokens;
  readonly returns: Doc;
  readonly throws: Doc;
}

export interface MemberLike {
  readonly name: string;
  readonly optional: boolean;
  readonly readonly: boolean;
  readonly type: Tokens;
  readonly description: Doc;
  readonly since?: string | null;
}

type Level = 2 | 3;
const Heading = ({ level, id, children }: { level: Level; id?: string; children: React.ReactNode }) =>
  level === 2 ? <h2 id={id}>{children}</h2> : <h3 id={id}>{children}</h3>;

/** One entry of a parameter-like list: highlighted head, then its description. */
function Entry({ head, description, since }: { head: Tokens; description: Doc; since?: string | null }) {
  return (
    <li className={styles.entry}>
      <ApiInlineType tokens={head} />
      {since ? <AddedIn version={since} /> : null}
      {description.length > 0 ? (
        <div className={styles.description}>
          <ApiDoc parts={description} />
        </div>
      ) : null}
    </li>
  );
}

const t = (text: string, kind: string): TokenLike => ({ text, kind, ref: null });

export function TypeParameters({ params, level = 2, idSuffix = '' }: { params: readonly TypeParameterLike[]; level?: Level; idSuffix?: string }) {
  if (params.length === 0) return null;
  return (
    <section>
      <Heading level={level} id={`type-parameters${idSuffix}`}>Type Parameters</Heading>
      <ul className={styles.entries}>
        {params.map((p) => (
          <Entry
            key={p.name}
            head={[
              t(p.name, 'typeParameter'),
              ...(p.constraint ? [t(' extends ', 'keyword'), ...p.constraint] : []),
              ...(p.defaultType ? [t(' = ', 'punctuation'), ...p.defaultType] : []),
            ]}
            description={p.description}
          />
        ))}
      </ul>
    </section>
  );
}

/** Type parameters, parameters, return value and errors of one call signature. */
export function SignatureSections({ signature, level = 2, idSuffix = '' }: { signature: SignatureLike; level?: Level; idSuffix?: string }) {
  return (
    <>
      <TypeParameters params={signature.typeParameters} level={level} idSuffix={idSuffix} />
      {signature.parameters.length > 0 ? (
        <section>
          <Heading level={level} id={`parameters${idSuffix}`}>Parameters</Heading>
          <ul className={styles.entries}>
            {signature.parameters.map((p) => (
              <Entry
                key={p.name}
                head={[
                  ...(p.rest ? [t('...', 'punctuation')] : []),
                  t(p.name, 'parameter'),
                  t(p.optional ? '?: ' : ': ', 'punctuation'),
                  ...p.type,
                  ...(p.defaultValue ? [t(` = ${p.defaultValue}`, 'text')] : []),
                ]}
                description={p.description}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <Heading level={level} id={`returns${idSuffix}`}>Returns</Heading>
        <p>
          <ApiInlineType tokens={signature.returnType} />
        </p>
        <ApiDoc parts={signature.returns} />
      </section>
      {signature.throws.length > 0 ? (
        <section>
          <Heading level={level} id={`throws${idSuffix}`}>Throws</Heading>
          <ApiDoc parts={signature.throws} />
        </section>
      ) : null}
    </>
  );
}

/** Every call signature: one set of sections, or one sub-section per overload. */
export function Signatures({ signatures, name }: { signatures: readonly SignatureLike[]; name: string }) {
  if (signatures.length === 1) return <SignatureSections signature={signatures[0]!} />;
  return (
    <>
      {signatures.map((signature, i) => (
        <section key={i}>
          <h2 id={`signature-${i + 1}`}>Signature {i + 1}</h2>
          <ApiSignature tokens={signature.code} label={`${name}, signature ${i + 1}`} />
          <SignatureSections signature={signature} level={3} idSuffix={`-${i + 1}`} />
        </section>
      ))}
    </>
  );
}

/** Properties of an object type. */
export function Members({ members }: { members: readonly MemberLike[] }) {
  if (members.length === 0) return null;
  return (
    <section>
      <h2 id="properties">Properties</h2>
      <ul className={styles.entries}>
        {members.map((m) => (
          <Entry
            key={m.name}
            head={[
              ...(m.readonly ? [t('readonly ', 'keyword')] : []),
              t(m.name, 'name'),
              t(m.optional ? '?: ' : ': ', 'punctuation'),
              ...m.type,
            ]}
            description={m.description}
            since={m.since}
          />
        ))}
      </ul>
    </section>
  );
}

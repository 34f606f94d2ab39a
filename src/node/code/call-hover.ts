// Hovers on `show(...)` call sites, written in full. TypeScript's quick info prints the
// instantiated generic signature, repeats the component's props twice, and cuts everything
// after 160 characters, so the one thing a reader wants to know — what the call returns —
// arrives as `DialogHandle<...>`, beside helper types such as `Omit<...>`. For a call that
// returns a DialogHandle this writes the signature as the reader's call sees it instead:
// `show(component: typeof Confirm, props: { message: string }, options?: ShowOptions) => DialogHandle<boolean, { message: string }>`.
import type ts from 'typescript';

/** Props the provider supplies; `show`'s props type forbids them with `?: never`, so they are not the caller's. */
const PROVIDER_PROPS = new Set(['resolve', 'reject', 'open', 'onExited']);

/** TypeScript's marks of a cut: `Foo<...>`, `{ ...; }`, `a | ... 3 more ... | b`. */
const TRUNCATED = /\.\.\.(?:[>;]| \d+ more)/;

/** A TypeScript module whose language services write hovers on `show(...)` calls in full. */
export function withCallHovers(base: typeof ts): typeof ts {
  const createLanguageService: typeof ts.createLanguageService = (host, registry, mode) => {
    const service = base.createLanguageService(host, registry, mode as never);
    const quickInfo = service.getQuickInfoAtPosition.bind(service);
    service.getQuickInfoAtPosition = (fileName, position, ...rest: unknown[]) => {
      const info = (quickInfo as (...args: unknown[]) => ts.QuickInfo | undefined)(fileName, position, ...rest);
      if (!info?.displayParts) return info;
      const text = base.displayPartsToString(info.displayParts);
      if (!TRUNCATED.test(text)) return info;
      const full = callSignatureText(base, service.getProgram(), fileName, position);
      if (!full) return info;
      // Keep the quick info's own lead ("const show: ", "(property) show: ").
      const lead = /^(?:\([^)]*\) )?(?:(?:const|let|var) )?[\w$.]+: /.exec(text)?.[0] ?? '';
      return { ...info, displayParts: [{ text: `${lead}${full}`, kind: 'text' }] };
    };
    return service;
  };
  return { ...base, createLanguageService };
}

/** The call's signature as its reader sees it, or undefined when `position` is not a callee returning a DialogHandle. */
export function callSignatureText(t: typeof ts, program: ts.Program | undefined, fileName: string, position: number): string | undefined {
  const source = program?.getSourceFile(fileName);
  if (!program || !source) return undefined;
  const checker = program.getTypeChecker();
  const node = identifierAt(t, source, position);
  if (!node) return undefined;
  const callee = t.isPropertyAccessExpression(node.parent) && node.parent.name === node ? node.parent : node;
  const call = callee.parent;
  if (!call || !t.isCallExpression(call) || call.expression !== callee) return undefined;
  const signature = checker.getResolvedSignature(call);
  if (!signature) return undefined;
  const returned = checker.getReturnTypeOfSignature(signature);
  if (returned.aliasSymbol?.name !== 'DialogHandle') return undefined;

  const full = t.TypeFormatFlags.NoTruncation | t.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  const typeText = (type: ts.Type) => checker.typeToString(type, call, full);
  /** An object type as its properties, without the provider's props: `{ message: string; label?: string }`. */
  const propsText = (type: ts.Type): string => {
    if (type.isUnion() && !(type.flags & t.TypeFlags.Boolean)) {
      const members = type.types.filter((member) => !(member.flags & t.TypeFlags.Undefined));
      if (members.length !== type.types.length && members.length === 1) return propsText(members[0]!);
      return members.map(propsText).join(' | ');
    }
    const parts = checker
      .getPropertiesOfType(type)
      .filter((property) => !PROVIDER_PROPS.has(property.name))
      .map((property) => {
        const optional = (property.flags & t.SymbolFlags.Optional) !== 0;
        let value = typeText(checker.getTypeOfSymbolAtLocation(property, call));
        if (optional) value = value.replace(/ \| undefined$/, '');
        return `${property.name}${optional ? '?' : ''}: ${value}`;
      });
    return parts.length ? `{ ${parts.join('; ')} }` : '{}';
  };

  const [component] = call.arguments;
  const componentText = component && (t.isIdentifier(component) || t.isPropertyAccessExpression(component))
    ? `typeof ${component.getText(source)}`
    : component
      ? typeText(checker.getTypeAtLocation(component))
      : 'unknown';
  const [result, ownProps] = returned.aliasTypeArguments ?? [];
  const ownPropsText = ownProps ? propsText(ownProps) : '{}';
  // `show`'s props are optional exactly when the dialog requires none (its ShowArgs tuple).
  const propsOptional = ownPropsText === '{}' || !checker.getPropertiesOfType(ownProps!).some((p) => !(p.flags & t.SymbolFlags.Optional) && !PROVIDER_PROPS.has(p.name));
  const parameters = `component: ${componentText}, props${propsOptional ? '?' : ''}: ${ownPropsText}, options?: ShowOptions`;
  return `(${parameters}) => DialogHandle<${result ? typeText(result) : 'unknown'}, ${ownPropsText}>`;
}

function identifierAt(t: typeof ts, source: ts.SourceFile, position: number): ts.Identifier | undefined {
  let found: ts.Identifier | undefined;
  const visit = (node: ts.Node) => {
    if (position < node.getStart(source) || position >= node.getEnd()) return;
    if (t.isIdentifier(node)) found = node;
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

// Stands in for `$virtual/async-requires` in the renderer of gatsby develop's HTML shell (developLightShell,
// ./develop-config.ts): that renderer writes the shell for `/` and needs a page component only for a page with
// getServerData, which the optimization checks there is none of. Asked for one anyway, it says why.
const notInShell = (name) => () =>
  Promise.reject(
    new Error(
      `[fast-build] developLightShell: the develop shell's renderer has no page components (asked for ${String(name)}). ` +
        'A page with getServerData needs them: restart gatsby develop, or turn the optimization off (--off=developLightShell).',
    ),
  );

export default {
  components: new Proxy({}, { get: (_, name) => notInShell(name) }),
  head: {},
};

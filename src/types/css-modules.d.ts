// Gatsby 5 compiles CSS modules to named exports: `import * as styles from './styles.module.css'`.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

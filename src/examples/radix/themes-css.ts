// The parts of Radix Themes' stylesheet the demos use, as text (`?raw`): the
// base tokens, the indigo accent with its slate and plain gray scales, the
// components and the layout props. Injected at runtime by the Radix chunk.
import base from '@radix-ui/themes/tokens/base.css?raw';
import gray from '@radix-ui/themes/tokens/colors/gray.css?raw';
import indigo from '@radix-ui/themes/tokens/colors/indigo.css?raw';
import slate from '@radix-ui/themes/tokens/colors/slate.css?raw';
import components from '@radix-ui/themes/components.css?raw';
import utilities from '@radix-ui/themes/utilities.css?raw';

export const themesCss = [base, gray, indigo, slate, components, utilities].join('\n');

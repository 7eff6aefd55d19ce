/**
 * What the clinical desk needs of SMART Backend Services (issue 44): the functions of work/record/smart/ (a key
 * pair, its public JWK Set, access tokens), given to it so its tests can count the tokens asked for.
 */
export interface SmartClientOf {
  tokenUrl: string
  clientId: string
  scope: string
  privateJwk: string
}

export interface SmartTools {
  createSmartKey(): Promise<{ privateJwk: string; publicJwks: string }>
  publicJwksOf(privateJwk: string): Promise<string>
  tokens: { token(client: SmartClientOf): Promise<string>; forget(): void }
}

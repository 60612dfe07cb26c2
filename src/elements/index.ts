// Registers every part's tag (each *.element.tsx defines its own); the app is registered by src/hotline-elements.ts.
export {};

// The corpus files are read by the tests as text through Vite's «?raw» import (the package has no Node types).
declare module '*?raw' {
  const text: string;
  export default text;
}

// `npm run build`: a production build, recorded so that `npm start` knows it is current.
import { build } from "./lib/build.ts";

try {
  build();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

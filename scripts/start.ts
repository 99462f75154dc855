import { main } from "./serve.ts";

await main();

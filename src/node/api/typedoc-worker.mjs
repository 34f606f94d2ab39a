// developApiWorker: the process gatsby develop runs TypeDoc in (./api-typedoc.ts starts it, at a low priority). A
// request with an input converts the library; one without only loads TypeDoc, so that the first TSDoc edit finds it
// loaded. With --reuse-programs (developTypeDocReuse) each conversion reuses the files the last one parsed.
import { answerRequests } from '../background-answer.mjs';
import { convertWithTypeDoc, loadTypeDoc, ProgramReuse } from './typedoc-convert.mjs';

const reuse = process.argv.includes('--reuse-programs') ? new ProgramReuse() : undefined;

answerRequests(async (input) => (input ? convertWithTypeDoc(input, { reuse }) : (await loadTypeDoc(), undefined)));

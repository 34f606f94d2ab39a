// developApiWorker: the process gatsby develop runs TypeDoc in (./api-typedoc.ts starts it, at a low priority). A
// request with an input converts the library; one without only loads TypeDoc, so that the first TSDoc edit finds it
// loaded.
import { answerRequests } from '../background-answer.mjs';
import { convertWithTypeDoc, loadTypeDoc } from './typedoc-convert.mjs';

answerRequests(async (input) => (input ? convertWithTypeDoc(input) : (await loadTypeDoc(), undefined)));
